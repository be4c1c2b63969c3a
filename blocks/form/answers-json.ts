// Saved answers as the cart carries them (a JSON object string, field id to answer), read without
// the form's controls and address rules, so the cart's summary loads none of them.
/** The answers an entry carries as an object, or null when the string cannot be read. */
export function parseAnswers(json: string | null): Readonly<Record<string, unknown>> | null {
  if (json === null || json.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
