import { describe, expect, it } from 'vitest';
import type { PublicComment } from '../../shared/api/comments';
import { threaded } from './comment-store';

const comment = (id: string, parentId: string | null = null): PublicComment => ({
  id,
  parentId,
  authorName: id,
  fromOwner: parentId !== null,
  body: id,
  createdAt: 0,
});

describe('threaded', () => {
  it('puts each reply after the comment it answers, keeping the order of both', () => {
    const list = [
      comment('r2', 'a'),
      comment('a'),
      comment('b'),
      comment('r1', 'b'),
      comment('r3', 'a'),
    ];
    expect(threaded(list).map((c) => c.id)).toEqual(['a', 'r2', 'r3', 'b', 'r1']);
  });

  it('keeps a reply whose comment is not in the list (past the page) where it stands', () => {
    expect(threaded([comment('r', 'gone'), comment('a')]).map((c) => c.id)).toEqual(['r', 'a']);
  });
});
