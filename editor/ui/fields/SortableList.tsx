// A reorderable list in a settings panel (a block's list field, a form's fields): reorder by
// pointer or keyboard (focus "Move …", Space, arrows, Space; Escape cancels) with the moves
// announced, and each row's toggle, "Duplicate …" and "Remove …" buttons and body.
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
import { type ReactNode, useId } from 'react';

export function SortableList(props: {
  readonly ids: readonly string[];
  readonly announcements: Announcements;
  /** What the list's screen-reader instructions call an item: "To move a {noun}, …". */
  readonly noun: string;
  readonly onMove: (from: number, to: number) => void;
  readonly children: ReactNode;
}) {
  const { ids, onMove } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements: props.announcements,
        screenReaderInstructions: {
          draggable: `To move a ${props.noun}, press Space to pick it up, use the arrow keys to move it, then press Space again to drop it or Escape to cancel.`,
        },
      }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <ol className="list-items">{props.children}</ol>
      </SortableContext>
    </DndContext>
  );
}

function IconButton(props: {
  readonly label: string;
  readonly title: string;
  readonly onClick: () => void;
  readonly disabled?: boolean | undefined;
  readonly children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={props.label}
      title={props.title}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

export function SortableRow(props: {
  readonly id: string;
  /** The row's name in its buttons: "Move {name}", "Duplicate {name}", "Remove {name}". */
  readonly name: string;
  /** What the toggle button shows. */
  readonly title: ReactNode;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly onDuplicate: () => void;
  readonly onRemove: () => void;
  readonly removeDisabled?: boolean;
  /** The row's settings, shown when open. */
  readonly children: ReactNode;
}) {
  const { name, open } = props;
  const sortable = useSortable({ id: props.id });
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
          aria-controls={open ? bodyId : undefined}
          onClick={props.onToggle}
        >
          {props.title}
        </button>
        <IconButton label={`Duplicate ${name}`} title="Duplicate" onClick={props.onDuplicate}>
          <svg
            viewBox="0 0 16 16"
            width="14"
            height="14"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
          >
            <rect x="5" y="5" width="9" height="9" rx="1.5" />
            <path d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5" />
          </svg>
        </IconButton>
        <IconButton
          label={`Remove ${name}`}
          title="Remove"
          onClick={props.onRemove}
          disabled={props.removeDisabled}
        >
          ×
        </IconButton>
      </div>
      {open ? (
        <div id={bodyId} className="list-item-body">
          {props.children}
        </div>
      ) : null}
    </li>
  );
}
