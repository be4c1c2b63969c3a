import { describe, expect, it } from 'vitest';
import { isEnglish } from './english';

describe('isEnglish', () => {
  it('is every English tag, in any case, and nothing else', () => {
    expect(['en', 'en-US', 'en-GB', 'EN-au'].map(isEnglish)).toEqual([true, true, true, true]);
    expect(['fr-FR', 'es-MX', 'ja-JP', ''].map(isEnglish)).toEqual([false, false, false, false]);
  });
});
