import { describe, expect, it } from 'vitest';
import { commentCountText, commentsVisible, siteCommentsEnabled } from './comments';

describe('commentsVisible', () => {
  it.each([
    [{ commentState: 1 }, undefined, true],
    [{ commentState: 1, publicCommentCount: 0 }, { commentsEnabled: true }, true],
    [{ commentState: 2, publicCommentCount: 3 }, { commentsEnabled: true }, true],
    [{ commentState: 2, publicCommentCount: 0 }, { commentsEnabled: true }, false],
    [{}, { commentsEnabled: true }, false],
    [{ commentState: 0, publicCommentCount: 1 }, undefined, true],
    [{ commentState: 1, publicCommentCount: 5 }, { commentsEnabled: false }, false],
    [{ commentState: 1 }, {}, false],
  ])('item %j with settings %j: %s', (item, settings, expected) => {
    expect(commentsVisible(item, settings)).toBe(expected);
  });
});

describe('commentCountText', () => {
  it.each([
    [0, 'No Comments'],
    [1, '1 Comment'],
    [2, '2 Comments'],
    [15, '15 Comments'],
  ])('%i: %s', (count, text) => {
    expect(commentCountText(count)).toBe(text);
  });
});

describe('siteCommentsEnabled', () => {
  it('reads an absent switch as on and only false as off', () => {
    expect(siteCommentsEnabled(undefined)).toBe(true);
    expect(siteCommentsEnabled({})).toBe(true);
    expect(siteCommentsEnabled({ commentsEnabled: true })).toBe(true);
    expect(siteCommentsEnabled({ commentsEnabled: false })).toBe(false);
  });
});
