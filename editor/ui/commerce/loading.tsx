// What the commerce dialogs share for their lists: a list loaded once when shown (with its error
// and "Try again"), and a list loaded by cursor a page at a time ("More …").
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import type { Paged } from '../../../shared/api/commerce';
import type { CommerceResult } from '../../commerce/client';
import { Feedback } from '../Feedback';

export interface Loaded<T> {
  /** null until the first load succeeds. */
  readonly value: T | null;
  readonly setValue: Dispatch<SetStateAction<T | null>>;
  readonly error: string | null;
  readonly reload: () => Promise<void>;
}

/** Loads `fetch` once when the component mounts; `reload` clears the error and loads again. */
export function useLoaded<T>(fetch: () => Promise<CommerceResult<T>>): Loaded<T> {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function reload() {
    setError(null);
    const result = await fetch();
    if (result.ok) setValue(result.value);
    else setError(result.message);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when shown
  useEffect(() => {
    void reload();
  }, []);

  return { value, setValue, error, reload };
}

/** The refusal of a load, with "Try again". */
export function LoadError({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <Feedback tone="error" className="commerce-error" as="div">
      <p>{error}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </Feedback>
  );
}

export interface Pages<T> {
  readonly items: readonly T[];
  /** The cursor of the next page, or null on the last one. */
  readonly next: string | null;
}

/**
 * A list loaded a page at a time: `load(null)` starts it over, `load(pages.next)` appends the next
 * page. A refusal goes to `onError` and leaves the list as it was.
 */
export function useCursorList<P extends Paged, T>(
  fetch: (cursor: string | null) => Promise<CommerceResult<P>>,
  itemsOf: (page: P) => readonly T[],
  onError: (message: string) => void,
): readonly [Pages<T> | null, (cursor: string | null) => Promise<void>] {
  const [pages, setPages] = useState<Pages<T> | null>(null);

  async function load(cursor: string | null) {
    const result = await fetch(cursor);
    if (!result.ok) return onError(result.message);
    const { hasNextPage, nextPageCursor } = result.value;
    const items = itemsOf(result.value);
    setPages((current) => ({
      items: [...(cursor ? (current?.items ?? []) : []), ...items],
      next: hasNextPage ? nextPageCursor : null,
    }));
  }

  return [pages, load];
}
