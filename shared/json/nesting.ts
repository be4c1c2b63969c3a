// How deep a JSON text nests, found by scanning its characters before anything parses it.
// JSON.parse, zod and every walker after it recurse once per level, so a body of 100,000 `[`
// would exhaust the stack in whichever runs first; this scan uses a counter, not recursion, and
// stops as soon as the limit is passed.
//
// Decisions beyond the spec:
// - MAX_JSON_DEPTH is 64 levels of objects and arrays. The deepest thing we store is a rich
//   text (MAX_RICH_TEXT_DEPTH = 16 nodes, two JSON levels each) inside a block inside a site
//   save: about 12 + 32 = 44 levels. 64 leaves room and is far below any stack limit.
// - The scan does not validate: brackets in strings (with their escapes) are skipped, and a
//   malformed text is left for JSON.parse to refuse.

/** At most this many nested objects and arrays in one JSON body (`[[1]]` is depth 2). */
export const MAX_JSON_DEPTH = 64;

/** The refusal sentence for a body nested deeper than MAX_JSON_DEPTH. */
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** True when `text` opens more than `max` objects/arrays inside one another at some point. */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth++;
      if (depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}
