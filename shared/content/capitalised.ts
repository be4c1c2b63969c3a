// The first letter of a text in upper case, the rest as it is: "panel" -> "Panel", a tone or a
// design's code as its owner-facing label, an action's description as a sentence.

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
