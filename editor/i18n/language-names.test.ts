import { describe, expect, it } from 'vitest';
import { languageName, wordsName } from './language-names';

describe('language names', () => {
  it('names a language in English, with its country where the list gives one', () => {
    expect(languageName('fr-FR')).toBe('French (France)');
    expect(languageName('de-DE')).toBe('German');
    expect(languageName('xx-YY')).toBe('xx-YY');
  });

  it('names the words of a language without the country', () => {
    expect(wordsName('en-US')).toBe('English');
    expect(wordsName('nb-NO')).toBe('Norwegian Bokmål');
  });
});
