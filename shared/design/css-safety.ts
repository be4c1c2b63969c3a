// The one rule for a CSS value the owner stored (a colour, an inline style): it may style, never
// load a file or run script. Used by the document schema (a save holding one is refused, naming
// the path), by the HTML sanitizer (a style attribute holding one is dropped) and by the frame
// before it sets a custom property.
//
// How a value is read: CSS comments are removed (so `u/**/rl(` is caught), escapes are refused
// outright (`u\72l(` is `url(`, and no colour or spacing needs one), and spaces and control
// characters are dropped (`url (`, `java\tscript:`); then the text is searched, case-insensitive,
// for the constructs below. Decisions beyond the spec: `@` is refused anywhere (`@import`,
// `@font-face`), and so is every CSS function that can fetch (url, image, image-set, cross-fade,
// element, src) and the old script hooks (expression, behavior, -moz-binding, javascript:,
// vbscript:).

/** Constructs a stored style may not hold, as they read after squeezing (see above). */
export const UNSAFE_CSS_TOKENS = [
  'url(',
  'src(',
  'image(',
  'image-set(',
  '-webkit-image-set(',
  'cross-fade(',
  'element(',
  'expression(',
  '@',
  'javascript:',
  'vbscript:',
  'behavior',
  '-moz-binding',
] as const;

const COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops.
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff]+/g;

/** The value as a browser would match its tokens: no comments, spaces or control characters. */
export function squeezeCss(value: string): string {
  return value.replace(COMMENT, '').replace(SPACE_OR_CONTROL, '').toLowerCase();
}

/** Why a stored CSS value is refused ("cannot hold url("), or null when it may be used. */
export function cssValueProblem(value: string): string | null {
  if (value.includes('\\')) return 'cannot hold CSS escapes (\\)';
  const squeezed = squeezeCss(value);
  const found = UNSAFE_CSS_TOKENS.find((token) => squeezed.includes(token));
  return found === undefined
    ? null
    : `cannot hold "${found}" (styles may not load files or run script)`;
}

/** True for a value the frame may put in a style. */
export const isSafeCssValue = (value: string): boolean => cssValueProblem(value) === null;
