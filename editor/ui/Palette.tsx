// The "Add block" palette: every block type, grouped (the spec's promoted types first), with a
// search by name or code (a code search shows each match's code; otherwise a code is only in the
// item's tooltip). Click or Enter inserts after the selected block (or at the end); a
// pointer can also drag an item into the outline (the keyboard inserts with Enter instead), by
// the palette's one draggable (palette-drag.tsx).
import { memo, type RefObject, useId, useRef, useState } from 'react';
import { blockDisplayName } from '../../shared/codes/block-types';
import { blockCodeTip } from './block-label';
import { useEditorStore } from './context';
import { paletteDragId } from './drag-model';
import { PaletteDragSource, type PressPaletteItem } from './palette-drag';
import { PALETTE_SECTIONS, type PaletteItem, searchPalette } from './palette-groups';

/** What every item of the palette needs: where a press goes, and which item is being dragged. */
interface PaletteDrag {
  readonly pressRef: RefObject<PressPaletteItem | null>;
  readonly draggingId: string | null;
}

export const Palette = memo(function Palette() {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const searching = query.trim() !== '';
  const results = searching ? searchPalette(query) : [];
  const pressRef = useRef<PressPaletteItem | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const drag: PaletteDrag = { pressRef, draggingId };
  return (
    <section aria-label="Add block" className="panel palette">
      <h2 className="panel-title">Add block</h2>
      <PaletteDragSource pressRef={pressRef} onDragging={setDraggingId} />
      <div className="palette-search">
        <label htmlFor={searchId} className="visually-hidden">
          Search blocks
        </label>
        <input
          id={searchId}
          type="search"
          className="input"
          placeholder="Search by name or code"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="panel-scroll">
        {searching ? (
          results.length > 0 ? (
            <PaletteList
              items={results}
              where="search"
              showCodes={/^\s*\d+\s*$/.test(query)}
              drag={drag}
            />
          ) : (
            <p className="empty-hint">No block matches “{query.trim()}”.</p>
          )
        ) : (
          PALETTE_SECTIONS.map((group) => (
            <PaletteGroupView key={group.name} name={group.name} codes={group.codes} drag={drag} />
          ))
        )}
      </div>
    </section>
  );
});

function PaletteGroupView(props: { name: string; codes: readonly number[]; drag: PaletteDrag }) {
  const { name, codes, drag } = props;
  const items = codes.map((code) => ({ code, name: blockDisplayName(code) }));
  return (
    <fieldset className="palette-group">
      <legend className="palette-group-title">{name}</legend>
      <PaletteList items={items} where={name} drag={drag} />
    </fieldset>
  );
}

function PaletteList(props: {
  items: readonly PaletteItem[];
  where: string;
  showCodes?: boolean;
  drag: PaletteDrag;
}) {
  const { items, where, showCodes = false, drag } = props;
  return (
    <ul className="palette-items">
      {items.map((item) => {
        const id = paletteDragId(item.code, where);
        return (
          <li key={item.code}>
            <PaletteButton
              code={item.code}
              name={item.name}
              dragId={id}
              dragging={drag.draggingId === id}
              pressRef={drag.pressRef}
              showCode={showCodes}
            />
          </li>
        );
      })}
    </ul>
  );
}

const PaletteButton = memo(function PaletteButton(props: {
  code: number;
  name: string;
  dragId: string;
  dragging: boolean;
  pressRef: RefObject<PressPaletteItem | null>;
  showCode: boolean;
}) {
  const { code, name, dragId, dragging, pressRef, showCode } = props;
  const store = useEditorStore();
  const codeId = useId();
  return (
    <button
      type="button"
      className={dragging ? 'palette-item is-dragging' : 'palette-item'}
      aria-label={name}
      aria-describedby={showCode ? codeId : undefined}
      title={blockCodeTip(code)}
      onPointerDown={(event) => pressRef.current?.(event, dragId)}
      onClick={() => store.getState().insertBlock(code)}
    >
      <span className="palette-item-name">{name}</span>
      {showCode ? (
        <span id={codeId} className="palette-item-code">
          {code}
        </span>
      ) : null}
    </button>
  );
});
