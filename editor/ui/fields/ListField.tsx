// A list of items inside a block's settings (gallery images, accordion panels, chart rows): add,
// remove, duplicate, reorder by pointer or keyboard (focus "Move …", Space, arrows, Space) with
// the moves announced, and each item edited by its own field descriptors when expanded.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useId, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { FieldContext, FieldDescriptor, SettingsPath } from '../../../blocks/types';
import { imageRefFromFile } from '../../files/image-ref';
import { useEditorStore } from '../context';
import { FilesDialog } from '../files/LazyFilesDialog';
import { FieldList } from './FieldList';
import { useSettingAt, useSettingsSelector } from './use-setting';

type ListDescriptor = Extract<FieldDescriptor, { kind: 'list' }>;

const itemIdOf = (item: unknown, index: number): string =>
  typeof item === 'object' && item !== null && typeof (item as FieldContext).id === 'string'
    ? ((item as FieldContext).id as string)
    : `item-${index}`;

export const ListField = memo(function ListField(props: {
  blockId: string;
  path: SettingsPath;
  field: ListDescriptor;
}) {
  const { blockId, path, field } = props;
  const store = useEditorStore();
  const ids = useSettingsSelector(
    blockId,
    path,
    useShallow((list: unknown) => (Array.isArray(list) ? list.map(itemIdOf) : [])),
  );
  const [message, setMessage] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const noun = field.itemNoun;
  const announcements = useMemo<Announcements>(() => {
    const position = (id: unknown) => ids.indexOf(String(id)) + 1;
    return {
      onDragStart: ({ active }) => `Picked up ${noun} ${position(active.id)} of ${ids.length}.`,
      onDragOver: ({ active, over }) =>
        over
          ? `${noun} ${position(active.id)} is over position ${position(over.id)} of ${ids.length}.`
          : `${noun} ${position(active.id)} is not over a position.`,
      onDragEnd: ({ active, over }) =>
        over
          ? `${noun} ${position(active.id)} moved to position ${position(over.id)} of ${ids.length}.`
          : `${noun} ${position(active.id)} was dropped where it was.`,
      onDragCancel: ({ active }) => `Moving ${noun} ${position(active.id)} was cancelled.`,
    };
  }, [ids, noun]);

  const report = (result: { ok: boolean; message?: string }) =>
    setMessage(result.ok ? '' : (result.message ?? ''));

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    report(store.getState().moveListItem(blockId, path, from, to));
  }

  const full = field.maxItems !== undefined && ids.length >= field.maxItems;
  return (
    <fieldset className="field list-field">
      <legend className="field-label">
        {field.label} <span className="list-count">({ids.length})</span>
      </legend>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: `To move a ${noun}, press Space to pick it up, use the arrow keys to move it, then press Space again to drop it or Escape to cancel.`,
          },
        }}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="list-items">
            {ids.map((id, index) => (
              <ListItem
                key={id}
                id={id}
                index={index}
                count={ids.length}
                blockId={blockId}
                path={path}
                field={field}
                open={open === id}
                onToggle={() => setOpen(open === id ? null : id)}
                onResult={report}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <button
        type="button"
        className="button"
        aria-disabled={full ? true : undefined}
        onClick={() => {
          if (full) {
            setMessage(`A list holds at most ${field.maxItems} ${noun}s.`);
            return;
          }
          if (field.addFromFiles) {
            setBrowsing(true);
            return;
          }
          const result = store.getState().insertListItem(blockId, path, field.newItem());
          report(result);
          if (result.ok) setOpen(null);
        }}
      >
        {field.addLabel}
      </button>
      {browsing && field.addFromFiles ? (
        <FilesDialog
          onClose={() => setBrowsing(false)}
          onPick={(file) => {
            const item = {
              ...field.newItem(),
              [field.addFromFiles as string]: imageRefFromFile(file),
            };
            const result = store.getState().insertListItem(blockId, path, item);
            setMessage(result.ok ? `Added ${file.name}.` : result.message);
          }}
        />
      ) : null}
      <p className="field-error" role="status">
        {message}
      </p>
    </fieldset>
  );
});

const ListItem = memo(function ListItem(props: {
  id: string;
  index: number;
  count: number;
  blockId: string;
  path: SettingsPath;
  field: ListDescriptor;
  open: boolean;
  onToggle: () => void;
  onResult: (result: { ok: boolean; message?: string }) => void;
}) {
  const { id, index, count, blockId, path, field, open, onToggle, onResult } = props;
  const store = useEditorStore();
  const itemPath = useMemo(() => [...path, index], [path, index]);
  const item = useSettingAt(blockId, itemPath);
  const label = field.itemLabel((item ?? {}) as FieldContext, index);
  const sortable = useSortable({ id });
  const name = `${field.itemNoun} ${index + 1}`;
  const bodyId = useId();
  return (
    <li
      ref={sortable.setNodeRef}
      className={sortable.isDragging ? 'list-item is-dragging' : 'list-item'}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
    >
      <div className="list-item-row">
        <button
          type="button"
          className="drag-handle"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Move ${name}`}
          aria-roledescription="sortable"
        >
          ⠿
        </button>
        <button
          type="button"
          className="list-item-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          {label}
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Duplicate ${name}`}
          title="Duplicate"
          onClick={() => onResult(store.getState().duplicateListItem(blockId, path, index))}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <rect
              x="5"
              y="5"
              width="9"
              height="9"
              rx="1.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
            />
            <path
              d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
            />
          </svg>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Remove ${name}`}
          title="Remove"
          disabled={field.minItems !== undefined && count <= field.minItems}
          onClick={() => onResult(store.getState().removeListItem(blockId, path, index))}
        >
          ×
        </button>
      </div>
      {open ? (
        <div id={bodyId} className="list-item-body">
          <FieldList blockId={blockId} fields={field.itemFields} basePath={itemPath} />
        </div>
      ) : null}
    </li>
  );
});
