// Escaping for the head tags, the sitemap and the JSON-LD script: the one place values typed by
// the owner become markup. Text and attribute values get the five XML entities; JSON inside a
// <script> gets every character that could end the script or start markup as a \u escape.

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or a quoted attribute value, safe in HTML and XML. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}

const SCRIPT_UNSAFE: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">`: `</script>`, `<!--` and line separators
 * cannot appear in it, and it still parses to the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => SCRIPT_UNSAFE[ch]!);
}
