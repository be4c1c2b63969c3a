// Whether a language tag is English (any region): English pages keep the spec's own wording, and
// need no table of words of their own.

export function isEnglish(language: string): boolean {
  return language.toLowerCase().startsWith('en');
}
