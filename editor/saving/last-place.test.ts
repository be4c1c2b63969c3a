import { describe, expect, it, vi } from 'vitest';
import { placeKey, readPlace, restorePlace, writePlace } from './last-place';
import { MemoryStorage } from './memory-storage';

describe('the place the owner left', () => {
  it('is kept per site and read back', () => {
    const storage = new MemoryStorage();
    writePlace(storage, 'demo', { pageId: 'about', selectedBlockId: 'b1', scrollY: 640 });
    writePlace(storage, 'other', { pageId: 'home', selectedBlockId: null, scrollY: 0 });
    expect(readPlace(storage, 'demo')).toEqual({
      version: 2,
      pageId: 'about',
      selectedBlockId: 'b1',
      scrollY: 640,
    });
    expect(readPlace(storage, 'other')?.selectedBlockId).toBeNull();
  });

  it('reads a version 1 place (before the scroll was kept) as scrolled to the top', () => {
    const storage = new MemoryStorage();
    const v1 = { version: 1, pageId: 'about', selectedBlockId: 'b1' };
    storage.setItem(placeKey('demo'), JSON.stringify(v1));
    expect(readPlace(storage, 'demo')).toEqual({ ...v1, version: 2, scrollY: 0 });
  });

  it.each([
    ['a negative scroll', -5, 0],
    ['a fraction', 10.6, 11],
    ['one past the limit', 2_000_000, 1_000_000],
    ['not a number', '300', 0],
  ])('keeps %s within bounds', (_name, scrollY, expected) => {
    const storage = new MemoryStorage();
    const stored = { version: 2, pageId: 'a', selectedBlockId: null, scrollY };
    storage.setItem(placeKey('demo'), JSON.stringify(stored));
    expect(readPlace(storage, 'demo')?.scrollY).toBe(expected);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 3, pageId: 'a', selectedBlockId: null })],
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
    expect(() =>
      writePlace(storage, 'demo', { pageId: 'a', selectedBlockId: null, scrollY: 0 }),
    ).not.toThrow();
    expect(readPlace(null, 'demo')).toBeNull();
  });

  function placeTarget(pages: readonly string[]) {
    const target = {
      pageId: 'home',
      selectPage: vi.fn((pageId: string) => {
        if (pages.includes(pageId)) target.pageId = pageId;
      }),
      select: vi.fn(),
      setFrameScrollToRestore: vi.fn(),
    };
    return target;
  }

  it('puts the page back, then the block, then the frame scroll', () => {
    const target = placeTarget(['home', 'about']);
    restorePlace(() => target, {
      version: 2,
      pageId: 'about',
      selectedBlockId: 'b1',
      scrollY: 900,
    });
    expect(target.selectPage).toHaveBeenCalledWith('about');
    expect(target.select).toHaveBeenCalledWith('b1');
    expect(target.setFrameScrollToRestore).toHaveBeenCalledWith(900);
    restorePlace(() => target, null);
    expect(target.selectPage).toHaveBeenCalledTimes(1);
  });

  it('does not scroll another page to where a page that is gone was', () => {
    const target = placeTarget(['home']);
    restorePlace(() => target, { version: 2, pageId: 'gone', selectedBlockId: null, scrollY: 900 });
    expect(target.setFrameScrollToRestore).not.toHaveBeenCalled();
  });
});
