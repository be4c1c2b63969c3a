// The page outline: sections with their blocks. Rows select a block; handles ("Move …") drag it
// within and between sections. Each part subscribes to its own slice of the document, so typing
// in a block's settings re-renders only that block's row.
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useState } from 'react';
import { useShallow } from 'zustand/shallow';
import { blockLabel } from './block-label';
import { ConfirmDialog } from './ConfirmDialog';
import { useEditorState, useEditorStore, useServices, useUiState, useUiStore } from './context';
import { sectionDropId } from './drag-model';
import { blockIds, findBlock, sectionIds } from './selectors';

export const Outline = memo(function Outline() {
  const store = useEditorStore();
  const ids = useEditorState(useShallow(sectionIds));
  return (
    <section aria-label="Outline" className="panel outline">
      <h2 className="panel-title">Outline</h2>
      <div className="panel-scroll">
        {ids.length === 0 ? (
          <p className="empty-hint">This page has no sections yet.</p>
        ) : (
          <ol className="outline-sections">
            {ids.map((id, index) => (
              <OutlineSection key={id} sectionId={id} index={index} count={ids.length} />
            ))}
          </ol>
        )}
        <button
          type="button"
          className="button button-quiet add-section"
          onClick={() => store.getState().addSection(ids[ids.length - 1])}
        >
          Add section
        </button>
      </div>
    </section>
  );
});

const OutlineSection = memo(function OutlineSection(props: {
  sectionId: string;
  index: number;
  count: number;
}) {
  const { sectionId, index, count } = props;
  const store = useEditorStore();
  const ui = useUiStore();
  const ids = useEditorState(useShallow((state) => blockIds(state, sectionId)));
  const styling = useUiState((state) => state.sectionId === sectionId);
  const [confirming, setConfirming] = useState(false);
  // Only an empty section is a drop target itself; otherwise its rows are (the keyboard sensor
  // would otherwise pick the section's box, which ties with the row above).
  const { setNodeRef, isOver } = useDroppable({
    id: sectionDropId(sectionId),
    disabled: ids.length > 0,
  });
  const name = `Section ${index + 1}`;

  function remove() {
    setConfirming(false);
    store.getState().deleteSection(sectionId);
  }

  return (
    <li className="outline-section">
      <div className="outline-section-head">
        <button
          type="button"
          className="outline-section-name"
          aria-pressed={styling}
          title={`${name} style`}
          onClick={() => {
            store.getState().select(null);
            ui.getState().selectSection(sectionId);
          }}
        >
          {name}
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`${name} up`}
          title={`${name} up`}
          disabled={index === 0}
          onClick={() => store.getState().moveSection(sectionId, index - 1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`${name} down`}
          title={`${name} down`}
          disabled={index === count - 1}
          onClick={() => store.getState().moveSection(sectionId, index + 1)}
        >
          ↓
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Delete ${name.toLowerCase()}`}
          title={`Delete ${name.toLowerCase()}`}
          onClick={() => (ids.length > 0 ? setConfirming(true) : remove())}
        >
          ✕
        </button>
      </div>
      <SortableContext id={sectionId} items={ids} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          className={isOver ? 'outline-blocks is-over' : 'outline-blocks'}
          aria-label={`${name} blocks`}
        >
          {ids.map((id) => (
            <OutlineRow key={id} blockId={id} />
          ))}
          {ids.length === 0 ? <li className="empty-hint">Drop blocks here</li> : null}
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

const OutlineRow = memo(function OutlineRow({ blockId }: { blockId: string }) {
  const store = useEditorStore();
  const { blockSchema } = useServices();
  const block = useEditorState((state) => findBlock(state, blockId));
  const selected = useEditorState((state) => state.selectedBlockId === blockId);
  const sortable = useSortable({ id: blockId });
  if (!block) return null;
  const label = blockLabel(block, blockSchema(block.type)?.fields);
  const className = [
    'outline-row',
    selected ? 'is-selected' : '',
    sortable.isDragging ? 'is-dragging' : '',
  ].join(' ');
  return (
    <li
      ref={sortable.setNodeRef}
      className={className}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
    >
      <button
        ref={sortable.setActivatorNodeRef}
        type="button"
        className="drag-handle"
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={`Move ${label}`}
        title="Drag to move (or press Space)"
      >
        ⠿
      </button>
      <button
        type="button"
        className="outline-row-name"
        aria-current={selected ? 'true' : undefined}
        onClick={() => store.getState().select(blockId)}
      >
        {label}
      </button>
    </li>
  );
});
