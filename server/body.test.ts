import { describe, expect, it } from 'vitest';
import { DRAIN_FACTOR, readBytesLimited, readTextLimited } from './body';

const MAX = 10;

function streamed(chunks: Uint8Array[], onPull?: () => void): Request {
  let index = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        onPull?.();
        const chunk = chunks[index++];
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return new Request('http://x/', { method: 'PUT', body, duplex: 'half' } as RequestInit);
}

const bytes = (n: number) => new Uint8Array(n).fill(0x61);

describe('readTextLimited', () => {
  it.each([
    ['an empty body', '', { ok: true, text: '' }],
    ['a short body', 'hello', { ok: true, text: 'hello' }],
    ['exactly the limit', 'x'.repeat(MAX), { ok: true, text: 'x'.repeat(MAX) }],
    ['one byte over', 'x'.repeat(MAX + 1), { ok: false }],
    ['multi-byte text over the limit in bytes', 'é'.repeat(6), { ok: false }],
  ])('%s', async (_, text, result) => {
    const request = new Request('http://x/', { method: 'PUT', body: text });
    expect(await readTextLimited(request, MAX)).toEqual(result);
  });

  it('reads a request without a body as empty', async () => {
    expect(await readTextLimited(new Request('http://x/'), MAX)).toEqual({ ok: true, text: '' });
  });

  it('joins chunks, also where a character is split between them', async () => {
    const euro = new TextEncoder().encode('€');
    const request = streamed([euro.slice(0, 1), euro.slice(1), new TextEncoder().encode('1')]);
    expect(await readTextLimited(request, MAX)).toEqual({ ok: true, text: '€1' });
  });

  it('drains an oversized body to its end before refusing it', async () => {
    let pulls = 0;
    const request = streamed([bytes(6), bytes(6), bytes(6), bytes(6)], () => pulls++);
    expect(await readTextLimited(request, MAX)).toEqual({ ok: false });
    expect(pulls).toBe(5);
  });

  it('stops reading a body far over the limit', async () => {
    let pulls = 0;
    const chunks = Array.from({ length: 100 }, () => bytes(MAX));
    const request = streamed(chunks, () => pulls++);
    expect(await readTextLimited(request, MAX)).toEqual({ ok: false });
    expect(pulls).toBe(DRAIN_FACTOR + 1);
  });

  it('refuses a declared length far over the limit without reading', async () => {
    let pulls = 0;
    const request = streamed([bytes(1)], () => pulls++);
    request.headers.set('Content-Length', String(MAX * DRAIN_FACTOR + 1));
    expect(await readTextLimited(request, MAX)).toEqual({ ok: false });
    expect(pulls).toBe(0);
  });
});

describe('readBytesLimited', () => {
  const text = (data: Uint8Array) => new TextDecoder().decode(data);
  const encoded = (value: string) => new TextEncoder().encode(value);
  const declaring = (body: string, length: number) =>
    new Request('http://x/', {
      method: 'PUT',
      body,
      headers: { 'Content-Length': String(length) },
    });

  it('reads a body whose declared length is within the limit whole', async () => {
    const read = await readBytesLimited(declaring('abcdef', 6), MAX, 4);
    expect(read.ok && text(read.bytes)).toBe('abcdef');
  });

  it('refuses a body longer than the length it declares, keeping its head', async () => {
    const read = await readBytesLimited(declaring('abcdefghijkl', 3), MAX, 4);
    expect(!read.ok && text(read.head)).toBe('abcd');
  });

  it('gives the bytes of a body within the limit', async () => {
    const read = await readBytesLimited(streamed([encoded('abc'), encoded('def')]), MAX, 4);
    expect(read.ok && text(read.bytes)).toBe('abcdef');
  });

  it('keeps only the head of an oversized body, and drains it', async () => {
    let pulls = 0;
    const chunks = [encoded('head-'), encoded('and-more-'), encoded('and-more')];
    const read = await readBytesLimited(
      streamed(chunks, () => pulls++),
      MAX,
      7,
    );
    expect(!read.ok && text(read.head)).toBe('head-an');
    expect(pulls).toBe(4);
  });

  it('reads only the head when the declared length is far over the limit', async () => {
    let pulls = 0;
    const chunks = [
      encoded('abc'),
      encoded('def'),
      ...Array.from({ length: 100 }, () => bytes(MAX)),
    ];
    const request = streamed(chunks, () => pulls++);
    request.headers.set('Content-Length', String(MAX * DRAIN_FACTOR + 1));
    const read = await readBytesLimited(request, MAX, 5);
    expect(!read.ok && text(read.head)).toBe('abcde');
    expect(pulls).toBe(2);
  });
});
