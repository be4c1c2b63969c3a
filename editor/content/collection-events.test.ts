import { describe, expect, it, vi } from 'vitest';
import type { ContentClient } from './client';
import { announcing, onCollectionsChange } from './collection-events';

describe('announcing', () => {
  it('announces a write that succeeded, not a refused one nor a read', async () => {
    const heard = vi.fn();
    const stop = onCollectionsChange(heard);
    let ok = true;
    const answer = () =>
      Promise.resolve(ok ? { ok: true, value: null } : { ok: false, message: 'No' });
    const client = announcing({
      saveItem: vi.fn(answer),
      removeItem: vi.fn(answer),
      terms: vi.fn(answer),
    } as unknown as ContentClient);
    await client.saveItem('c1', null, {} as never);
    expect(heard).toHaveBeenCalledTimes(1);
    await client.terms('c1', 'tag');
    expect(heard).toHaveBeenCalledTimes(1);
    ok = false;
    expect(await client.removeItem('c1', 'i1')).toEqual({ ok: false, message: 'No' });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    ok = true;
    await client.removeItem('c1', 'i1');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
