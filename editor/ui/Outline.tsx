// The page outline: sections with their blocks. Rows select a block; handles ("Move …") drag it
// within and between sections. Each part subscribes to its own slice of the document, so typing
// in a block's settings re-renders only that block's row.
//
// A sortable row (dnd-kit's useSortable) costs about 9 KB and work on every insert, so rows start
// plain and become sortable, all at once and for good, the moment the owner reaches for the
// outline: the pointer enters it or focus moves into it (before any pointerdown or key reaches a
// handle), or a drag from the palette starts.
//
// A role that may not edit pages sees the outline to find and select blocks: no handles, no
// section buttons, nothing that changes the page.
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type FocusEvent, memo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { inPlaceTargets } from '../../blocks/in-place';
import { useCan } from '../auth/owner';
import { startInPlace } from '../frame/in-place';
import { blockLabel } from './block-label';
import { ConfirmDialog } from './ConfirmDialog';
import {
  useEditorIds,
  useEditorState,
  useEditorStore,
  useServices,
  useUiState,
  useUiStore,
} from './context';
import { sectionDropId } from './drag-model';
import { currentPage, findBlock, findSection } from './selectors';

export const Outline = memo(function Outline() {
  const editable = useCan('site:edit');
  const store = useEditorStore();
  const ids = useEditorIds((state) => currentPage(state)?.sections);
  const footer = useEditorState((state) => state.editingFooter);
  const ui = useUiStore();
  const sortable = useUiState((state) => state.outlineSortable);
  const wake =
    sortable || !editable
      ? undefined
      : (event?: FocusEvent) => {
          const focused = event ? focusedRowPart(event.target) : null;
          flushSync(() => ui.getState().makeOutlineSortable());
          if (focused) focusRowPart(focused);
        };
  return (
    <section
      aria-label="Outline"
      className="panel outline"
      onPointerOver={wake && (() => wake())}
      onFocus={wake}
    >
      <h2 className="panel-title">{footer ? 'Outline: Footer' : 'Outline'}</h2>
      <div className="panel-scroll">
        {ids.length === 0 ? (
          <p className="empty-hint">
            {footer
              ? 'The footer has no sections yet. Add a block or a section: it shows on every page.'
              : 'This page has no sections yet.'}
          </p>
        ) : (
          <ol className="outline-sections">
            {ids.map((id, index) => (
              <OutlineSection
                key={id}
                sectionId={id}
                index={index}
                count={ids.length}
                editable={editable}
                sortable={sortable}
              />
            ))}
          </ol>
        )}
        {editable ? (
          <button
            type="button"
            className="button button-quiet add-section"
            onClick={() => store.getState().addSection(ids[ids.length - 1])}
          >
            Add section
          </button>
        ) : null}
      </div>
    </section>
  );
});

const OutlineSection = memo(function OutlineSection(props: {
  sectionId: string;
  index: number;
  count: number;
  editable: boolean;
  /** The rows are sortable (the outline's own subscription, not one per row). */
  sortable: boolean;
}) {
  const { sectionId, index, count, editable, sortable } = props;
  const store = useEditorStore();
  const ui = useUiStore();
  const ids = useEditorIds((state) => findSection(state, sectionId)?.blocks);
  const styling = useUiState((state) => state.sectionId === sectionId);
  const [confirming, setConfirming] = useState(false);
  // Only an empty section is a drop target itself; otherwise its rows are (the keyboard sensor
  // would otherwise pick the section's box, which ties with the row above).
  const { setNodeRef, isOver } = useDroppable({
    id: sectionDropId(sectionId),
    disabled: ids.length > 0 || !editable,
  });
  const name = `Section ${index + 1}`;

  function remove() {
    setConfirming(false);
    store.getState().deleteSection(sectionId);
  }

  return (
    <li className="outline-section">
      {editable ? (
        <SectionHead
          name={name}
          index={index}
          count={count}
          styling={styling}
          onStyle={() => {
            store.getState().select(null);
            ui.getState().selectSection(sectionId);
          }}
          onMove={(to) => store.getState().moveSection(sectionId, to)}
          onDelete={() => (ids.length > 0 ? setConfirming(true) : remove())}
        />
      ) : (
        <div className="outline-section-head">
          <span className="outline-section-name">{name}</span>
        </div>
      )}
      <SortableContext id={sectionId} items={ids} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          className={isOver ? 'outline-blocks is-over' : 'outline-blocks'}
          aria-label={`${name} blocks`}
        >
          {ids.map((id) => (
            <OutlineRow key={id} blockId={id} editable={editable} sortable={sortable} />
          ))}
          {ids.length === 0 ? (
            <li className="empty-hint">{editable ? 'Drop blocks here' : 'No blocks'}</li>
          ) : null}
        </ul>
      </SortableContext>
      {confirming ? (
        <ConfirmDialog
          title={`Delete ${name.toLowerCase()}?`}
          message={`It holds ${ids.length === 1 ? '1 block' : `${ids.length} blocks`}, which will be deleted with it. Undo brings them back.`}
          confirmLabel="Delete section"
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
});

/** A section's name (it opens the section's style) and its move and delete buttons. */
function SectionHead(props: {
  name: string;
  index: number;
  count: number;
  styling: boolean;
  onStyle: () => void;
  onMove: (toIndex: number) => void;
  onDelete: () => void;
}) {
  const { name, index, count } = props;
  return (
    <div className="outline-section-head">
      <button
        type="button"
        className="outline-section-name"
        aria-pressed={props.styling}
        title={`${name} style`}
        onClick={props.onStyle}
      >
        {name}
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`${name} up`}
        title={`${name} up`}
        disabled={index === 0}
        onClick={() => props.onMove(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`${name} down`}
        title={`${name} down`}
        disabled={index === count - 1}
        onClick={() => props.onMove(index + 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`Delete ${name.toLowerCase()}`}
        title={`Delete ${name.toLowerCase()}`}
        onClick={props.onDelete}
      >
        ✕
      </button>
    </div>
  );
}

const OutlineRow = memo(function OutlineRow(props: {
  blockId: string;
  editable: boolean;
  sortable: boolean;
}) {
  const { blockId, editable, sortable } = props;
  if (!editable) return <RowView blockId={blockId} editable={false} />;
  return sortable ? <SortableRow blockId={blockId} /> : <RowView blockId={blockId} editable />;
});

function SortableRow({ blockId }: { blockId: string }) {
  return <RowView blockId={blockId} editable sortable={useSortable({ id: blockId })} />;
}

interface RowState {
  readonly block: ReturnType<typeof findBlock>;
  readonly selected: boolean;
  /** In another language the row names the block by its words there. */
  readonly words: Readonly<Record<string, unknown>> | undefined;
}

/**
 * What a row shows, by one subscription (not one per part: a row's subscriptions are held for
 * every block on the page); the same object while its parts are the same.
 */
function useRowState(blockId: string): RowState {
  const previous = useRef<RowState | null>(null);
  return useEditorState((state) => {
    const block = findBlock(state, blockId);
    const selected = state.selectedBlockId === blockId;
    const words =
      state.editingLanguage === null
        ? undefined
        : state.site.translations?.[state.editingLanguage]?.blocks?.[blockId];
    const last = previous.current;
    if (last && last.block === block && last.selected === selected && last.words === words) {
      return last;
    }
    const next: RowState = { block, selected, words };
    previous.current = next;
    return next;
  });
}

function RowView(props: {
  blockId: string;
  editable: boolean;
  sortable?: ReturnType<typeof useSortable>;
}) {
  const { blockId, editable, sortable } = props;
  const store = useEditorStore();
  const { blockSchema } = useServices();
  const { block, selected, words } = useRowState(blockId);
  if (!block) return null;
  const shown = words ? { ...block, settings: { ...block.settings, ...words } } : block;
  const label = blockLabel(shown, blockSchema(block.type)?.fields);
  const className = [
    'outline-row',
    selected ? 'is-selected' : '',
    sortable?.isDragging ? 'is-dragging' : '',
  ].join(' ');
  return (
    <li
      ref={sortable?.setNodeRef}
      className={className}
      data-block-id={blockId}
      style={
        sortable && {
          transform: CSS.Translate.toString(sortable.transform),
          transition: sortable.transition,
        }
      }
    >
      {editable ? (
        <button
          ref={sortable?.setActivatorNodeRef}
          type="button"
          className="drag-handle"
          {...sortable?.attributes}
          {...sortable?.listeners}
          aria-label={`Move ${label}`}
          title="Drag to move (or press Space)"
          data-row-part="handle"
        >
          ⠿
        </button>
      ) : null}
      <button
        type="button"
        className="outline-row-name"
        aria-current={selected ? 'true' : undefined}
        data-row-part="name"
        onClick={() => store.getState().select(blockId)}
        onKeyDown={(event) => {
          // Enter on the selected block's row edits its text on the page, where it has some.
          if (event.key !== 'Enter' || !selected || !editable) return;
          if (!inPlaceTargets(block.type).length) return;
          event.preventDefault();
          startInPlace(blockId, null, null);
        }}
        aria-keyshortcuts={
          selected && editable && inPlaceTargets(block.type).length ? 'Enter' : undefined
        }
      >
        {label}
      </button>
    </li>
  );
}

interface RowPart {
  readonly blockId: string;
  readonly part: string;
}

/** The row button focus moved to, so it can be focused again once rows turn sortable. */
function focusedRowPart(target: EventTarget): RowPart | null {
  if (!(target instanceof HTMLElement)) return null;
  const part = target.dataset.rowPart;
  const blockId = target.closest<HTMLElement>('[data-block-id]')?.dataset.blockId;
  return part && blockId ? { blockId, part } : null;
}

function focusRowPart({ blockId, part }: RowPart): void {
  const row = [...document.querySelectorAll<HTMLElement>('.outline [data-block-id]')].find(
    (element) => element.dataset.blockId === blockId,
  );
  row?.querySelector<HTMLElement>(`[data-row-part="${part}"]`)?.focus();
}
