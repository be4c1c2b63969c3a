// A sentence the server or the form rules answered in the spec's English (a refusal, a comment's
// outcome, a form error), shown to a visitor in the page's language: the words of the site-words
// key whose English it is, or the sentence as it came when we have no words for it (the server's
// English stays the fallback). English pages show every sentence unchanged.
import { ENGLISH_SITE_WORDS, type SiteWords } from './site-words';

let keysByEnglish: ReadonlyMap<string, keyof SiteWords> | null = null;

function keyOf(text: string): keyof SiteWords | undefined {
  keysByEnglish ??= new Map(
    (Object.entries(ENGLISH_SITE_WORDS) as [keyof SiteWords, string][])
      .filter(([, english]) => !english.includes('{'))
      .map(([key, english]) => [english, key]),
  );
  return keysByEnglish.get(text);
}

export function visitorMessage(words: SiteWords, text: string): string {
  const key = keyOf(text);
  return key === undefined ? text : words[key];
}

/** The words before and after `{slot}` (all of them before it when there is no slot). */
export function aroundSlot(words: string, slot: string): readonly [string, string] {
  const at = words.indexOf(`{${slot}}`);
  return at < 0 ? [words, ''] : [words.slice(0, at), words.slice(at + slot.length + 2)];
}
