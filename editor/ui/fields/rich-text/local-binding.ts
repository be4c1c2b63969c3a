// Formatted text held by a form of its own rather than the editor store (a collection item's
// body): the value, its listeners and a small undo history (typing within a second merges into
// one step, a toolbar command is a step of its own, at most 100 steps kept), so Ctrl/Cmd+Z in the
// text undoes the text.
import type { RichTextBinding } from './bindings';

export const LOCAL_HISTORY_LIMIT = 100;
const MERGE_MS = 1000;

export interface LocalBinding extends RichTextBinding {
  /** The value the form sends. */
  value(): unknown;
}

export function createLocalBinding(
  initial: unknown,
  onChange: (value: unknown) => void,
  now: () => number = Date.now,
): LocalBinding {
  let value = initial;
  let past: unknown[] = [];
  let future: unknown[] = [];
  let lastTypedAt = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();
  const show = (next: unknown) => {
    value = next;
    onChange(next);
    for (const listener of listeners) listener();
  };
  return {
    value: () => value,
    read: () => value,
    write({ json, step }) {
      const at = now();
      const merges = !step && at - lastTypedAt <= MERGE_MS && past.length > 0;
      if (!merges) past = [...past, value].slice(-LOCAL_HISTORY_LIMIT);
      future = [];
      lastTypedAt = step ? Number.NEGATIVE_INFINITY : at;
      value = json;
      onChange(json);
      return { ok: true };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    undo() {
      const previous = past.at(-1);
      if (past.length === 0) return;
      past = past.slice(0, -1);
      future = [...future, value];
      lastTypedAt = Number.NEGATIVE_INFINITY;
      show(previous);
    },
    redo() {
      const next = future.at(-1);
      if (future.length === 0) return;
      future = future.slice(0, -1);
      past = [...past, value];
      show(next);
    },
  };
}
