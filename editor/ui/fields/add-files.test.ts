import { describe, expect, it } from 'vitest';
import type { FileRecord } from '../../../shared/api/files';
import { addFiles } from './add-files';

const file = (name: string) => ({ id: name, name }) as FileRecord;

describe('adding chosen files to a list', () => {
  it('adds each, in order, and says so as a success', () => {
    const added: string[] = [];
    const message = addFiles([file('a.jpg'), file('b.jpg')], (each) => {
      added.push(each.name);
      return { ok: true };
    });
    expect(added).toEqual(['a.jpg', 'b.jpg']);
    expect(message).toEqual({ text: 'Added 2 images.', tone: 'success' });
    expect(addFiles([file('a.jpg')], () => ({ ok: true })).text).toBe('Added a.jpg.');
  });

  it('stops at the first refusal and says how many went in, as an error', () => {
    let calls = 0;
    const message = addFiles([file('a.jpg'), file('b.jpg'), file('c.jpg')], () => {
      calls += 1;
      return calls < 2 ? { ok: true } : { ok: false, message: 'A list holds at most 1 image.' };
    });
    expect(calls).toBe(2);
    expect(message).toEqual({
      text: 'Added 1 of 3. A list holds at most 1 image.',
      tone: 'error',
    });
  });
});
