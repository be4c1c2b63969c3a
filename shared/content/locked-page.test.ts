import { describe, expect, it } from 'vitest';
import { LOCKED_PAGE_NOTICE, MEMBERS_ONLY_MESSAGE } from './locked-page';

describe('locked page words', () => {
  it('quote the spec exactly', () => {
    expect([LOCKED_PAGE_NOTICE, MEMBERS_ONLY_MESSAGE]).toEqual([
      'This page is locked',
      'This page available only site members',
    ]);
  });
});
