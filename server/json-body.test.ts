import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SiteApiMessage } from '../shared/api/sites';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '../shared/json/nesting';
import { jsonBody, parseJson, readJsonBody } from './json-body';

const request = (body: BodyInit) => new Request('http://x/', { method: 'POST', body });
const MAX = 200;

describe('readJsonBody', () => {
  it.each([
    ['an object', '{"a":1}', { ok: true, value: { a: 1 } }],
    ['a list', '[1,2]', { ok: true, value: [1, 2] }],
    ['a byte-order mark before the text', '\uFEFF{"a":1}', { ok: true, value: { a: 1 } }],
    ['not JSON', '{a:1}', { ok: false, kind: 'not-json' }],
    ['an empty body without a stand-in', '', { ok: false, kind: 'not-json' }],
    ['only spaces', '   ', { ok: false, kind: 'not-json' }],
    ['one level too deep', `${'['.repeat(MAX_JSON_DEPTH + 1)}`, { ok: false, kind: 'too-deep' }],
    ['over the size limit', `"${'x'.repeat(MAX)}"`, { ok: false, kind: 'too-large' }],
  ])('%s', async (_name, body, expected) => {
    const read = await readJsonBody(request(body), { maxBytes: MAX });
    expect(
      read.ok ? { ok: true, value: read.value } : { ok: false, kind: read.refusal.kind },
    ).toEqual(expected);
  });

  it('refuses bytes that are not UTF-8 instead of reading them as replacement characters', async () => {
    const bytes = new Uint8Array([0x22, 0xff, 0xfe, 0x22]);
    const read = await readJsonBody(request(bytes), { maxBytes: MAX });
    expect(read).toEqual({ ok: false, refusal: expect.objectContaining({ kind: 'not-json' }) });
  });

  it('gives the stand-in for an empty body when there is one', async () => {
    expect(await readJsonBody(request(''), { maxBytes: MAX, empty: {} })).toEqual({
      ok: true,
      value: {},
    });
  });

  it('keeps a "__proto__" key as a plain own key (JSON.parse defines it, never sets the prototype)', async () => {
    const read = await readJsonBody(request('{"__proto__":{"polluted":true}}'), { maxBytes: MAX });
    if (!read.ok) throw new Error('refused');
    expect(Object.hasOwn(read.value as object, '__proto__')).toBe(true);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('parseJson', () => {
  it('refuses a million levels without overflowing the stack', () => {
    expect(parseJson('['.repeat(1_000_000))).toEqual({
      ok: false,
      refusal: { kind: 'too-deep', status: 400, message: TOO_DEEP_MESSAGE },
    });
  });
});

describe('jsonBody middleware', () => {
  const app = new Hono().post(
    '/',
    jsonBody({
      maxBytes: MAX,
      refuse: (c, refusal) => c.json({ no: refusal.message }, refusal.status),
    }),
    (c) => c.json({ got: c.var.body }),
  );

  it('hands the parsed body to the handler', async () => {
    const response = await app.request('/', { method: 'POST', body: '{"a":[1]}' });
    expect(await response.json()).toEqual({ got: { a: [1] } });
  });

  it.each([
    ['deep', '['.repeat(MAX_JSON_DEPTH + 1), 400, TOO_DEEP_MESSAGE],
    ['not JSON', 'nope', 400, SiteApiMessage.badJson],
    ['large', `"${'x'.repeat(MAX * 2)}"`, 413, 'The request body is too large.'],
  ])(
    'answers a %s body with the route’s refusal and never runs the handler',
    async (_n, body, status, message) => {
      const response = await app.request('/', { method: 'POST', body });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ no: message });
    },
  );
});
