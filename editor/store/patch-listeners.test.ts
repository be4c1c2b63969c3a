import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitPatches, onDocumentPatches } from './patch-listeners';

const patch = { op: 'replace' as const, path: ['title'], value: 'New' };
const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

describe('patch listeners', () => {
  it('calls every listener until it unsubscribes, and skips empty changes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onDocumentPatches(first);
    stops.push(onDocumentPatches(second));
    emitPatches([patch]);
    emitPatches([]);
    stopFirst();
    emitPatches([patch]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledWith([patch]);
  });

  it('keeps calling the others when one throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    stops.push(
      onDocumentPatches(() => {
        throw new Error('frame gone');
      }),
    );
    stops.push(onDocumentPatches(after));
    emitPatches([patch]);
    expect(after).toHaveBeenCalledOnce();
    expect(console.error).toHaveBeenCalledOnce();
  });
});
