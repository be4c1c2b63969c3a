// One rule for "show the server's message, else ours" (cart updates, add to cart, restock sign-up,
// form submission): a message with visible text is shown trimmed; anything else (missing, not a
// string, only spaces) gives the fallback, so a blank alert is never shown.

export function serverMessageOr(message: unknown, fallback: string): string {
  const text = typeof message === 'string' ? message.trim() : '';
  return text === '' ? fallback : text;
}
