// The "Add block" palette: every block type, grouped (the spec's promoted types first), with a
// search by name or code (a code search shows each match's code; otherwise a code is only in the
// item's tooltip). Click or Enter inserts after the selected block (or at the end); a
// pointer can also drag an item into the outline (the keyboard inserts with Enter instead).
import { useDraggable } from '@dnd-kit/core';
import { memo, type PointerEventHandler, useId, useState } from 'react';
import { blockDisplayName } from '../../shared/codes/block-types';
import { blockCodeTip } from './block-label';
import { useEditorStore } from './context';
import { paletteDragId } from './drag-model';
import { PALETTE_SECTIONS, type PaletteItem, searchPalette } from './palette-groups';

export const Palette = memo(function Palette() {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const searching = query.trim() !== '';
  const results = searching ? searchPalette(query) : [];
  return (
    <section aria-label="Add block" className="panel palette">
      <h2 className="panel-title">Add block</h2>
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
            <PaletteList items={results} where="search" showCodes={/^\s*\d+\s*$/.test(query)} />
          ) : (
            <p className="empty-hint">No block matches “{query.trim()}”.</p>
          )
        ) : (
          PALETTE_SECTIONS.map((group) => (
            <PaletteGroupView key={group.name} name={group.name} codes={group.codes} />
          ))
        )}
      </div>
    </section>
  );
});

function PaletteGroupView({ name, codes }: { name: string; codes: readonly number[] }) {
  const items = codes.map((code) => ({ code, name: blockDisplayName(code) }));
  return (
    <fieldset className="palette-group">
      <legend className="palette-group-title">{name}</legend>
      <PaletteList items={items} where={name} />
    </fieldset>
  );
}

function PaletteList(props: { items: readonly PaletteItem[]; where: string; showCodes?: boolean }) {
  const { items, where, showCodes = false } = props;
  return (
    <ul className="palette-items">
      {items.map((item) => (
        <li key={item.code}>
          <PaletteButton code={item.code} name={item.name} where={where} showCode={showCodes} />
        </li>
      ))}
    </ul>
  );
}

const PaletteButton = memo(function PaletteButton(props: {
  code: number;
  name: string;
  where: string;
  showCode: boolean;
}) {
  const { code, name, where, showCode } = props;
  const store = useEditorStore();
  const codeId = useId();
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: paletteDragId(code, where),
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={isDragging ? 'palette-item is-dragging' : 'palette-item'}
      aria-label={name}
      aria-describedby={showCode ? codeId : undefined}
      title={blockCodeTip(code)}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
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
