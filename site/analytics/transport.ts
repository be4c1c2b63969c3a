// How the page sends its analytics calls. Every failure is swallowed (spec site-and-editor.md §7):
// analytics never shows an error to a visitor or breaks a page.

/** A form-encoded POST that gives up after `timeoutMs` (the census calls' 2,500 ms). */
export async function postForm(
  url: string,
  fields: URLSearchParams,
  timeoutMs: number,
  fetchFn: typeof fetch = fetch,
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetchFn(url, {
      method: 'POST',
      body: fields,
      credentials: 'same-origin',
      keepalive: true,
      signal: controller.signal,
    });
  } catch {
    // Swallowed: a census call that fails or times out is simply not counted.
  } finally {
    clearTimeout(timer);
  }
}

/** Text by beacon (it outlives the page), else by a keepalive fetch. */
export function sendText(
  url: string,
  text: string,
  beacon: ((url: string, data: string) => boolean) | undefined,
  fetchFn: typeof fetch = fetch,
): void {
  try {
    if (beacon?.(url, text)) return;
  } catch {
    // A beacon the browser refuses falls back to fetch.
  }
  fetchFn(url, {
    method: 'POST',
    body: text,
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}
