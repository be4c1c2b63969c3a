// Text that goes into an email header (To, Subject) can never start a new header or a body: every
// control character (CR and LF above all, also tab, NUL, DEL, the C1 range and the Unicode line
// and paragraph separators) becomes a space, runs of spaces become one, and the ends are trimmed.
// Where such text enters (a product name, an email address) it is refused already; this is the
// last step before a header is written, for anything that got in another way.

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, every one of them.
const CONTROLS_AND_SPACES = /[\u0000-\u001f\u007f-\u009f\u2028\u2029 ]+/g;

/** True when `text` holds a control character (a line break above all). */
export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/** `text` made safe for one mail header line (see the header). */
export function headerValue(text: string): string {
  return text.replace(CONTROLS_AND_SPACES, ' ').trim();
}
