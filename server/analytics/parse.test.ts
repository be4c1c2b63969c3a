import { describe, expect, it } from 'vitest';
import { AnalyticsMessage } from '../../shared/api/analytics';
import {
  pagePath,
  parseCensusCall,
  parsePerformance,
  parseQuickView,
  parseRecordEvent,
  parseRecordHit,
} from './parse';

const fields = (entries: Record<string, string>) => new Map(Object.entries(entries));
const noCookies = new Map<string, string>();
const CVR = 'abc|1|2|3|4';

describe('pagePath', () => {
  it.each([
    ['/a/b', undefined, '/a/b'],
    [undefined, 'https://shop.example/x/y?q=1', '/x/y'],
    ['relative', undefined, undefined],
    [5, undefined, undefined],
    [undefined, 'not a url', undefined],
    [undefined, undefined, undefined],
  ])('path %j, url %j: %j', (path, url, expected) => {
    expect(pagePath(path, url)).toBe(expected);
  });
});

describe('parseRecordHit', () => {
  it('reads the census record from the field, else the cookie; an invalid one is discarded', () => {
    const data = JSON.stringify({ pagePath: '/' });
    const fromField = parseRecordHit(fields({ data, ss_cvr: CVR }), noCookies);
    const fromCookie = parseRecordHit(fields({ data }), new Map([['ss_cvr', CVR]]));
    const invalid = parseRecordHit(fields({ data, ss_cvr: 'abc|0|2|3|4' }), noCookies);
    const census = (parsed: ReturnType<typeof parseRecordHit>) =>
      parsed.ok ? parsed.events[0]?.census?.id : 'refused';
    expect([census(fromField), census(fromCookie), census(invalid)]).toEqual([
      'abc',
      'abc',
      undefined,
    ]);
  });

  it('keeps only the listed census fields, strings cut at 200 characters', () => {
    const data = JSON.stringify({
      pagePath: '/',
      pageId: 'x'.repeat(300),
      recordType: 2,
      secret: 'no',
      nested: { a: 1 },
    });
    const parsed = parseRecordHit(fields({ event: 'pageview', data }), noCookies);
    expect(parsed.ok && parsed.events[0]?.data).toEqual({
      event: 'pageview',
      pageId: 'x'.repeat(200),
      recordType: 2,
    });
  });

  it('stores nothing for the member-area access-denied page', () => {
    const data = JSON.stringify({ pagePath: '/members', pageType: 106 });
    expect(parseRecordHit(fields({ data }), noCookies)).toEqual({ ok: true, events: [] });
  });
});

describe('parseRecordEvent', () => {
  it.each([
    [{}, AnalyticsMessage.noEvent],
    [{ event: 'has space' }, AnalyticsMessage.noEvent],
    [{ event: 'x'.repeat(101) }, AnalyticsMessage.noEvent],
    [{ event: 'ok', data: '[]' }, AnalyticsMessage.badData],
    [{ event: 'ok', extras: 'nope' }, AnalyticsMessage.badData],
    [{ event: 'ok', data: '{"pagePath":"x"}' }, AnalyticsMessage.badPath],
  ])('refuses %j', (entries, message) => {
    expect(parseRecordEvent(fields(entries), noCookies)).toEqual({ ok: false, message });
  });

  it('takes the root when the data names no page', () => {
    const parsed = parseRecordEvent(fields({ event: 'commerce:view' }), noCookies);
    expect(parsed.ok && parsed.events[0]?.path).toBe('/');
  });
});

describe('the census calls and the quick view', () => {
  it('keeps at most 20 named fields and never the visitor cookie', () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, n) => [`f${n}`, 'v']));
    const parsed = parseCensusCall(
      'button_click',
      fields({ ...many, visitorCookie: CVR, 'bad name': 'x' }),
      noCookies,
    );
    const data = parsed.ok ? (parsed.events[0]?.data as Record<string, string>) : {};
    expect(Object.keys(data)).toHaveLength(20);
    expect(data).not.toHaveProperty('visitorCookie');
    expect(data).not.toHaveProperty('bad name');
    expect(parsed.ok && parsed.events[0]?.census?.id).toBe('abc');
  });

  it.each([
    ['p-1', true],
    ['<b>', false],
    ['x'.repeat(101), false],
  ])('quick view id %j is accepted: %s', (id, ok) => {
    expect(parseQuickView(id, '/', noCookies).ok).toBe(ok);
  });
});

describe('parsePerformance', () => {
  const record = {
    appName: 'live-site',
    data: {},
    kind: 'a11y',
    pageLoadId: 'l1',
    timestamp: 1,
  };
  it.each([
    ['a timestamp of 0', { ...record, timestamp: 0 }],
    ['a fractional timestamp', { ...record, timestamp: 1.5 }],
    ['an app name with spaces', { ...record, appName: 'live site' }],
    ['data that is an array', { ...record, data: [] }],
    ['no page load id', { ...record, pageLoadId: undefined }],
  ])('refuses a record with %s', (_, bad) => {
    expect(parsePerformance(JSON.stringify([record, bad]), '/', noCookies)).toEqual({
      ok: false,
      message: AnalyticsMessage.badRecord,
    });
  });

  it('makes one event per record, at the given page', () => {
    const parsed = parsePerformance(JSON.stringify([record, record]), '/p', noCookies);
    expect(parsed.ok && parsed.events.map((event) => [event.kind, event.path])).toEqual([
      ['performance', '/p'],
      ['performance', '/p'],
    ]);
  });
});
