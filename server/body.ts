// Reading a request body with a size limit. Unlike an early 413 on Content-Length (Hono's
// bodyLimit), an oversized body is read to its end before answering, so the client finishes
// its upload and sees the 413 answer instead of a reset connection.

export type BodyRead = { readonly ok: true; readonly text: string } | { readonly ok: false };

/** How much of an oversized body is read and thrown away before giving up on the client. */
export const DRAIN_FACTOR = 8;

export async function readTextLimited(request: Request, maxBytes: number): Promise<BodyRead> {
  const drainLimit = maxBytes * DRAIN_FACTOR;
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (declared > drainLimit) return { ok: false };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > drainLimit) {
      await reader.cancel();
      break;
    }
    if (total <= maxBytes) chunks.push(value);
  }
  if (total > maxBytes) return { ok: false };
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}
