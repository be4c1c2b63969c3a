// The outline's drag and drop, as plain data: ids of the draggables and droppables, where a drop
// lands (a BlockPlace whose index is the block's final position), and what screen readers hear.
import type { BlockPlace } from '../store/types';

/** A section's droppable area (its block list). Block rows use the block id itself. */
export const sectionDropId = (sectionId: string) => `section:${sectionId}`;
/** A palette item being dragged; `where` tells apart the same type listed in two groups. */
export const paletteDragId = (code: number, where: string) => `palette:${code}:${where}`;

export type DragSource = { kind: 'block'; blockId: string } | { kind: 'palette'; type: number };

export function readDragId(id: string | number): DragSource {
  const text = String(id);
  const palette = /^palette:(\d+):/.exec(text);
  if (palette) return { kind: 'palette', type: Number(palette[1]) };
  return { kind: 'block', blockId: text };
}

/** The current page as the outline sees it: sections in order with their block ids. */
export type PageShape = ReadonlyArray<{
  readonly id: string;
  readonly blockIds: readonly string[];
}>;

interface Target {
  /** The id of what the pointer or the keyboard is over (a block id or a section drop id). */
  readonly overId: string | number;
  /** Whether the dragged item's centre is below the centre of what it is over. */
  readonly below: boolean;
}

/** Where a drop lands, or null when it lands nowhere (or where the block already is). */
export function dropPlace(shape: PageShape, source: DragSource, target: Target): BlockPlace | null {
  const overId = String(target.overId);
  const from =
    source.kind === 'block' ? shape.find((s) => s.blockIds.includes(source.blockId)) : undefined;
  const fromIndex = from && source.kind === 'block' ? from.blockIds.indexOf(source.blockId) : -1;
  const section = shape.find((s) => sectionDropId(s.id) === overId);
  if (section) {
    const end = section === from ? section.blockIds.length - 1 : section.blockIds.length;
    return section === from && fromIndex === end ? null : { sectionId: section.id, index: end };
  }
  const into = shape.find((s) => s.blockIds.includes(overId));
  if (!into) return null;
  const overIndex = into.blockIds.indexOf(overId);
  if (into === from) {
    // Sortable semantics within a list: the block takes the position of the one it is over.
    return overIndex === fromIndex ? null : { sectionId: into.id, index: overIndex };
  }
  return { sectionId: into.id, index: target.below ? overIndex + 1 : overIndex };
}

/** "position 2 of 3 in section 1", counting the block as already there. */
export function describePlace(shape: PageShape, source: DragSource, place: BlockPlace): string {
  const sectionIndex = shape.findIndex((s) => s.id === place.sectionId);
  const section = shape[sectionIndex];
  const already = source.kind === 'block' && section?.blockIds.includes(source.blockId);
  const count = (section?.blockIds.length ?? 0) + (already ? 0 : 1);
  return `position ${place.index + 1} of ${count} in section ${sectionIndex + 1}`;
}

/** Where a block is now, in the same words. */
export function describeCurrent(shape: PageShape, blockId: string): string | null {
  const sectionIndex = shape.findIndex((s) => s.blockIds.includes(blockId));
  const section = shape[sectionIndex];
  if (!section) return null;
  const index = section.blockIds.indexOf(blockId);
  return `position ${index + 1} of ${section.blockIds.length} in section ${sectionIndex + 1}`;
}

export interface AnnouncementWords {
  start(name: string, source: DragSource): string;
  over(name: string, source: DragSource, where: string | null): string;
  end(name: string, source: DragSource, where: string | null): string;
  cancel(name: string, source: DragSource): string;
}

/** The sentences; `name` is the block's display name ("Button"). */
export const ANNOUNCE: AnnouncementWords = {
  start: (name, source) =>
    source.kind === 'palette' ? `Picked up a new ${name} block.` : `Picked up ${name} block.`,
  over: (name, _source, where) =>
    where ? `${name} block is over ${where}.` : `${name} block is no longer over a drop place.`,
  end: (name, source, where) => {
    if (!where) return `${name} block dropped. Not moved.`;
    return source.kind === 'palette'
      ? `${name} block added at ${where}.`
      : `${name} block moved to ${where}.`;
  },
  cancel: (name, source) =>
    source.kind === 'palette'
      ? `Cancelled. No ${name} block added.`
      : `Cancelled. ${name} block was not moved.`,
};
