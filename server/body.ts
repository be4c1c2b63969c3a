// Reading a request body with a size limit. Unlike an early 413 on Content-Length (Hono's
// bodyLimit), an oversized body is read to its end before answering, so the client finishes
// its upload and sees the 413 answer instead of a reset connection. Memory stays bounded: past
// the limit, chunks are thrown away (only the first `headBytes` are kept, for the refusal to
// name what was sent), and past DRAIN_FACTOR times the limit the client is given up on.

export type BodyRead = { readonly ok: true; readonly text: string } | { readonly ok: false };

export type BytesRead =
  | { readonly ok: true; readonly bytes: Uint8Array<ArrayBuffer> }
  | { readonly ok: false; readonly head: Uint8Array };

/** How much of an oversized body is read and thrown away before giving up on the client. */
export const DRAIN_FACTOR = 8;

const EMPTY = new Uint8Array(0);

export async function readBytesLimited(
  request: Request,
  maxBytes: number,
  headBytes = 0,
): Promise<BytesRead> {
  const drainLimit = maxBytes * DRAIN_FACTOR;
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  const hopeless = declared > drainLimit;
  if (hopeless && headBytes === 0) return { ok: false, head: EMPTY };
  // A body whose declared length is within the limit is read whole: Node's parser reads no more
  // than it declares, and @hono/node-server then reads it off the socket without a web stream.
  // (A Request made some other way may carry more than it declares: that is refused too.)
  if (Number.isSafeInteger(declared) && declared >= 0 && declared <= maxBytes) {
    const whole = new Uint8Array(await request.arrayBuffer());
    if (whole.byteLength <= maxBytes) return { ok: true, bytes: whole };
    return { ok: false, head: whole.slice(0, headBytes) };
  }
  if (!request.body) return { ok: true, bytes: EMPTY };
  const reader = request.body.getReader();
  let chunks: Uint8Array[] = [];
  let head: Uint8Array | undefined;
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (head === undefined) {
      chunks.push(value);
      if (total > maxBytes || (hopeless && total >= headBytes)) {
        head = Buffer.concat(chunks).subarray(0, headBytes);
        chunks = [];
      }
    }
    if (total > drainLimit || (hopeless && total >= headBytes)) {
      await reader.cancel();
      break;
    }
  }
  if (head !== undefined) return { ok: false, head };
  return { ok: true, bytes: Buffer.concat(chunks) };
}

export async function readTextLimited(request: Request, maxBytes: number): Promise<BodyRead> {
  const read = await readBytesLimited(request, maxBytes);
  return read.ok ? { ok: true, text: new TextDecoder().decode(read.bytes) } : { ok: false };
}
