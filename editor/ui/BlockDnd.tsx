// Drag and drop for the left column: palette items (pointer) and outline rows (pointer and
// keyboard: Space picks up, arrows move, Space drops, Escape cancels), with screen-reader
// announcements. Drops become insertBlock or moveBlock calls; the store refuses what it must.
import {
  type Active,
  type Announcements,
  type CollisionDetection,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type DroppableContainer,
  KeyboardSensor,
  type Over,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { blockDisplayName } from '../../shared/codes/block-types';
import type { EditorState } from '../store/types';
import { useEditorStore, useUiStore } from './context';
import {
  ANNOUNCE,
  type DragSource,
  describeCurrent,
  describePlace,
  dropPlace,
  readDragId,
} from './drag-model';
import { findBlock, pageShape } from './selectors';

const INSTRUCTIONS =
  'To move a block, press Space to pick it up, use the arrow keys to move it, then press Space again to drop it or Escape to cancel.';

/** Pointer drags land only where the pointer is (a row before its section); keys use corners. */
const collisionDetection: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCorners(args);
  const within = pointerWithin(args);
  const rows = within.filter((collision) => !String(collision.id).startsWith('section:'));
  return rows.length > 0 ? rows : within;
};

function isBelow(active: Active, over: Over): boolean {
  const rect = active.rect.current.translated;
  if (!rect) return false;
  return rect.top + rect.height / 2 > over.rect.top + over.rect.height / 2;
}

/**
 * What the drop is over. dnd-kit updates `over` in an effect after each move, so a drop key
 * pressed right after an arrow key would still see the old one; the collisions are current.
 */
function latestOver({ over, collisions }: DragEndEvent): Over | null {
  const first = collisions?.[0];
  const container = first?.data?.droppableContainer as DroppableContainer | undefined;
  const rect = container?.rect.current;
  if (!first || !container || !rect || first.id === over?.id) return over;
  return { id: first.id, rect, disabled: container.disabled, data: container.data };
}

function nameOf(state: EditorState, source: DragSource): string {
  if (source.kind === 'palette') return blockDisplayName(source.type);
  const block = findBlock(state, source.blockId);
  return block ? blockDisplayName(block.type) : 'Unknown';
}

/** Where a drop over `over` would land, in words; null when it lands nowhere. */
function describeDrop(state: EditorState, active: Active, over: Over | null): string | null {
  if (!over) return null;
  const shape = pageShape(state);
  const source = readDragId(active.id);
  const place = dropPlace(shape, source, { overId: over.id, below: isBelow(active, over) });
  if (place) return describePlace(shape, source, place);
  return source.kind === 'block' ? describeCurrent(shape, source.blockId) : null;
}

export function BlockDnd({ children }: { children: ReactNode }) {
  const store = useEditorStore();
  const ui = useUiStore();
  const [paletteType, setPaletteType] = useState<number | null>(null);
  // The drop's sentence is made before the drop changes the document (dnd-kit announces after).
  const endText = useRef('');
  const startText = useRef('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => {
        const source = readDragId(active.id);
        startText.current = ANNOUNCE.start(nameOf(store.getState(), source), source);
        return startText.current;
      },
      onDragOver: ({ active, over }) => {
        // The first "over" comes right after the pick-up and would cut it off: say both.
        const prefix = startText.current ? `${startText.current} ` : '';
        startText.current = '';
        const state = store.getState();
        const source = readDragId(active.id);
        return (
          prefix + ANNOUNCE.over(nameOf(state, source), source, describeDrop(state, active, over))
        );
      },
      onDragEnd: () => endText.current,
      onDragCancel: ({ active }) => {
        startText.current = '';
        const source = readDragId(active.id);
        return ANNOUNCE.cancel(nameOf(store.getState(), source), source);
      },
    }),
    [store],
  );

  function onDragStart({ active }: DragStartEvent) {
    // A block dragged from the palette can land between the outline's rows.
    ui.getState().makeOutlineSortable();
    const source = readDragId(active.id);
    setPaletteType(source.kind === 'palette' ? source.type : null);
  }

  function onDragEnd(event: DragEndEvent) {
    setPaletteType(null);
    startText.current = '';
    const { active } = event;
    const state = store.getState();
    const source = readDragId(active.id);
    const over = latestOver(event);
    const place = over
      ? dropPlace(pageShape(state), source, { overId: over.id, below: isBelow(active, over) })
      : null;
    endText.current = ANNOUNCE.end(
      nameOf(state, source),
      source,
      place ? describeDrop(state, active, over) : null,
    );
    if (!place) return;
    const result =
      source.kind === 'palette'
        ? state.insertBlock(source.type, place)
        : state.moveBlock(source.blockId, place);
    if (!result.ok) endText.current = result.message;
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setPaletteType(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {paletteType === null ? null : (
          <div className="drag-chip">{blockDisplayName(paletteType)}</div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
