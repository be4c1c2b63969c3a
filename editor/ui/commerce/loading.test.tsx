// @vitest-environment jsdom
import {
  act,
  cleanup,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
} from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommerceResult } from '../../commerce/client';
import { LoadError, useCursorList, useLoaded } from './loading';

afterEach(cleanup);

const ok = <T,>(value: T): CommerceResult<T> => ({ ok: true, value });
const refused = <T,>(message: string): CommerceResult<T> => ({ ok: false, status: 500, message });

describe('useLoaded', () => {
  it('loads once when mounted, keeps the error of a refusal and clears it on reload', async () => {
    const fetch = vi
      .fn<() => Promise<CommerceResult<readonly string[]>>>()
      .mockResolvedValueOnce(refused('Down.'))
      .mockResolvedValueOnce(ok(['a']));
    const { result, rerender } = renderHook(() => useLoaded(fetch));
    await waitFor(() => expect(result.current.error).toBe('Down.'));
    rerender();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current.value).toBeNull();
    await act(() => result.current.reload());
    expect(result.current).toMatchObject({ value: ['a'], error: null });
    act(() => result.current.setValue((list) => [...(list ?? []), 'b']));
    expect(result.current.value).toEqual(['a', 'b']);
  });
});

describe('LoadError', () => {
  it('is an alert with the message and a Try again button', () => {
    const onRetry = vi.fn();
    render(<LoadError error="Down." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Down.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('useCursorList', () => {
  const page = (items: readonly number[], next: string | null) =>
    ok({ list: items, hasNextPage: next !== null, nextPageCursor: next });

  it('appends the next page, starts over from null, and reports a refusal', async () => {
    const fetch = vi.fn(async (cursor: string | null) =>
      cursor === 'c2'
        ? page([3], null)
        : cursor === 'bad'
          ? refused<never>('No.')
          : page([1, 2], 'c2'),
    );
    const onError = vi.fn();
    const { result } = renderHook(() => useCursorList(fetch, (p) => p.list, onError));
    expect(result.current[0]).toBeNull();
    await act(() => result.current[1](null));
    expect(result.current[0]).toEqual({ items: [1, 2], next: 'c2' });
    await act(() => result.current[1]('c2'));
    expect(result.current[0]).toEqual({ items: [1, 2, 3], next: null });
    await act(() => result.current[1]('bad'));
    expect(onError).toHaveBeenCalledWith('No.');
    expect(result.current[0]).toEqual({ items: [1, 2, 3], next: null });
    await act(() => result.current[1](null));
    expect(result.current[0]).toEqual({ items: [1, 2], next: 'c2' });
  });
});
