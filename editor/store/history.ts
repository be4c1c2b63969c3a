// Undo and redo as pure data: each step holds the patches that redo it and the inverse patches
// that undo it, plus the view (page and selection) before and after, to restore on undo/redo.
import type { Patch } from 'immer';

export const HISTORY_LIMIT = 500;
/** Settings changes to the same block and key closer together than this merge into one step. */
export const MERGE_WINDOW_MS = 1000;

export interface HistoryEntry<V> {
  readonly patches: readonly Patch[];
  readonly inversePatches: readonly Patch[];
  /** Steps with the same key (block id + settings key) may merge; they change the same path. */
  readonly mergeKey?: string;
  /**
   * What the patches apply to: the site document (absent), or the editor's drafts of form
   * definitions ('forms': those live on the server, see slices/forms-slice.ts).
   */
  readonly target?: 'forms';
  /** When the step (or, after merging, its latest part) happened, in ms. */
  readonly at: number;
  readonly before: V;
  readonly after: V;
}

export interface History<V> {
  /** Oldest first; the last entry is the next to undo. */
  readonly past: readonly HistoryEntry<V>[];
  /** The last entry is the next to redo. */
  readonly future: readonly HistoryEntry<V>[];
}

export function emptyHistory<V>(): History<V> {
  return { past: [], future: [] };
}

function canMerge<V>(previous: HistoryEntry<V> | undefined, next: HistoryEntry<V>): boolean {
  return (
    previous !== undefined &&
    next.mergeKey !== undefined &&
    previous.mergeKey === next.mergeKey &&
    next.at - previous.at <= MERGE_WINDOW_MS
  );
}

type PatchPath = Patch['path'];

/** Whether `prefix` is `path` or one of its ancestors. */
function covers(prefix: PatchPath, path: PatchPath): boolean {
  return prefix.length <= path.length && prefix.every((key, i) => key === path[i]);
}

/**
 * The patches of two merged steps as one redo: the earlier ones, less those at their end that a
 * later `replace` of the same path (or an ancestor) overwrites before anything else reads them,
 * then the later ones. A first keystroke that stored a whole default (`add heading`) stays, so
 * the next one (`replace heading/text`) still has something to replace on redo; steady typing
 * keeps the list at that length.
 */
function mergedPatches(earlier: readonly Patch[], later: readonly Patch[]): Patch[] {
  const kept = [...earlier];
  const overwrites = (patch: Patch) => {
    const first = later.find(
      (next) => covers(next.path, patch.path) || covers(patch.path, next.path),
    );
    return first !== undefined && first.op === 'replace' && covers(first.path, patch.path);
  };
  while (kept.length > 0 && overwrites(kept[kept.length - 1]!)) kept.pop();
  return [...kept, ...later];
}

/**
 * Adds a step and clears the redo stack. A step that merges with the previous one keeps the
 * previous inverse patches and view-before (undo goes back to before the first change), takes the
 * new view-after, and redoes both steps' patches with the overwritten ones left out.
 */
export function record<V>(history: History<V>, entry: HistoryEntry<V>): History<V> {
  const previous = history.past.at(-1);
  if (history.future.length === 0 && canMerge(previous, entry) && previous) {
    const merged: HistoryEntry<V> = {
      ...entry,
      patches: mergedPatches(previous.patches, entry.patches),
      inversePatches: previous.inversePatches,
      before: previous.before,
    };
    return { past: [...history.past.slice(0, -1), merged], future: [] };
  }
  const past = [...history.past, entry];
  return { past: past.length > HISTORY_LIMIT ? past.slice(-HISTORY_LIMIT) : past, future: [] };
}

/** The step to undo and the history after it, or null when there is nothing to undo. */
export function undoStep<V>(
  history: History<V>,
): { entry: HistoryEntry<V>; history: History<V> } | null {
  const entry = history.past.at(-1);
  if (!entry) return null;
  return {
    entry,
    history: { past: history.past.slice(0, -1), future: [...history.future, entry] },
  };
}

/** The step to redo and the history after it, or null when there is nothing to redo. */
export function redoStep<V>(
  history: History<V>,
): { entry: HistoryEntry<V>; history: History<V> } | null {
  const entry = history.future.at(-1);
  if (!entry) return null;
  return {
    entry,
    history: { past: [...history.past, entry], future: history.future.slice(0, -1) },
  };
}
