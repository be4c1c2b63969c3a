import { describe, expect, it, vi } from 'vitest';
import { announced } from './announced';

function steps() {
  return { setError: vi.fn(), announce: vi.fn(), reload: vi.fn(async () => undefined) };
}

describe('announced', () => {
  it('on success clears the error, says what was done and loads again', async () => {
    const done = steps();
    expect(await announced(Promise.resolve({ ok: true }), 'Added news.', done)).toBe(true);
    expect(done.setError).toHaveBeenCalledWith(null);
    expect(done.announce).toHaveBeenCalledWith('Added news.');
    expect(done.reload).toHaveBeenCalledOnce();
  });

  it('on a refusal shows its message and neither announces nor loads', async () => {
    const done = steps();
    const refused = Promise.resolve({ ok: false, message: 'This tag already exists.' });
    expect(await announced(refused, 'Added news.', done)).toBe(false);
    expect(done.setError).toHaveBeenCalledWith('This tag already exists.');
    expect(done.announce).not.toHaveBeenCalled();
    expect(done.reload).not.toHaveBeenCalled();
  });
});
