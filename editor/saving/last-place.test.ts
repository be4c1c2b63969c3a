import { describe, expect, it, vi } from 'vitest';
import { placeKey, readPlace, restorePlace, writePlace } from './last-place';
import { MemoryStorage } from './memory-storage';

describe('the place the owner left', () => {
  it('is kept per site and read back', () => {
    const storage = new MemoryStorage();
    writePlace(storage, 'demo', { pageId: 'about', selectedBlockId: 'b1' });
    writePlace(storage, 'other', { pageId: 'home', selectedBlockId: null });
    expect(readPlace(storage, 'demo')).toEqual({
      version: 1,
      pageId: 'about',
      selectedBlockId: 'b1',
    });
    expect(readPlace(storage, 'other')?.selectedBlockId).toBeNull();
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 2, pageId: 'a', selectedBlockId: null })],
    ['no page', JSON.stringify({ version: 1, selectedBlockId: 'b' })],
  ])('is none when %s', (_name, text) => {
    const storage = new MemoryStorage();
    if (text !== null) storage.setItem(placeKey('demo'), text);
    expect(readPlace(storage, 'demo')).toBeNull();
  });

  it('survives a storage that refuses', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('full');
    };
    expect(() => writePlace(storage, 'demo', { pageId: 'a', selectedBlockId: null })).not.toThrow();
    expect(readPlace(null, 'demo')).toBeNull();
  });

  it('puts the page back, then the block', () => {
    const target = { selectPage: vi.fn(), select: vi.fn() };
    restorePlace(target, { version: 1, pageId: 'about', selectedBlockId: 'b1' });
    expect(target.selectPage).toHaveBeenCalledWith('about');
    expect(target.select).toHaveBeenCalledWith('b1');
    restorePlace(target, null);
    expect(target.selectPage).toHaveBeenCalledTimes(1);
  });
});
