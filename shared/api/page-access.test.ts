import { describe, expect, it } from 'vitest';
import { safeReturnPath, unlockRefusalText, withUnlockError } from './page-access';

describe('the unlock form redirect', () => {
  it('goes back only to a path of this origin', () => {
    expect(safeReturnPath('/about?x=1')).toBe('/about?x=1');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil',
      'about',
      5,
      '/a\nb',
    ]) {
      expect(safeReturnPath(bad)).toBe('/');
    }
  });

  it('names a refusal in the query and drops it again on success', () => {
    expect(withUnlockError('/about?x=1#top', 'wrong')).toBe('/about?x=1&access-error=wrong');
    expect(withUnlockError('/about?access-error=wrong&x=1', null)).toBe('/about?x=1');
    expect(withUnlockError('/about?access-error=wrong', null)).toBe('/about');
  });

  it('reads back only the refusals it knows', () => {
    expect(unlockRefusalText('wrong')).toBe('That password is not right. Please try again.');
    expect(unlockRefusalText('toString')).toBeNull();
    expect(unlockRefusalText(null)).toBeNull();
  });
});
