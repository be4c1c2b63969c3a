// Keeping the caret where it was when the editor's content is replaced from the store (undo,
// redo): Lexical's node keys change when a state is parsed, so the selection is kept as paths
// (child indexes from the root) and offsets, then found again in the new state.
import {
  $createRangeSelection,
  $getRoot,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isTextNode,
  $setSelection,
  type LexicalNode,
  type PointType,
} from 'lexical';

interface PointPath {
  readonly path: readonly number[];
  readonly offset: number;
}

export interface SelectionPaths {
  readonly anchor: PointPath;
  readonly focus: PointPath;
}

function pathOf(node: LexicalNode): number[] {
  const path: number[] = [];
  let current: LexicalNode | null = node;
  while (current && current.getParent() !== null) {
    path.unshift(current.getIndexWithinParent());
    current = current.getParent();
  }
  return path;
}

const pointPath = (point: PointType): PointPath => ({
  path: pathOf(point.getNode()),
  offset: point.offset,
});

/** The current range selection as paths, or null (read inside an editor read or update). */
export function $selectionPaths(): SelectionPaths | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return null;
  return { anchor: pointPath(selection.anchor), focus: pointPath(selection.focus) };
}

function nodeAt(path: readonly number[]): LexicalNode | null {
  let node: LexicalNode | null = $getRoot();
  for (const index of path) {
    if (!$isElementNode(node)) return null;
    node = node.getChildAtIndex(index);
    if (!node) return null;
  }
  return node;
}

function setPoint(point: PointType, target: PointPath): boolean {
  const node = nodeAt(target.path);
  if ($isTextNode(node)) {
    point.set(node.getKey(), Math.min(target.offset, node.getTextContentSize()), 'text');
    return true;
  }
  if ($isElementNode(node)) {
    point.set(node.getKey(), Math.min(target.offset, node.getChildrenSize()), 'element');
    return true;
  }
  return false;
}

/** Puts the selection back at `paths`, or at the end of the text where they lead nowhere now. */
export function $restoreSelection(paths: SelectionPaths | null): void {
  if (paths) {
    const selection = $createRangeSelection();
    if (setPoint(selection.anchor, paths.anchor) && setPoint(selection.focus, paths.focus)) {
      $setSelection(selection);
      return;
    }
  }
  $getRoot().selectEnd();
}
