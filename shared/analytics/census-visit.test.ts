import { describe, expect, it } from 'vitest';
import { parseCookies } from '../cookies/parse';
import { countCensusVisit } from './census-visit';

const jar = (cookies: Record<string, string>) => new Map(Object.entries(cookies));

const MINUTE = 60_000;
const now = 1_800_000_000_000;
const old = 'v1|1000|2000|3000|5';

describe('countCensusVisit', () => {
  it.each([
    ['no record', {}],
    ['an invalid record', { ss_cvr: 'v1|0|2000|3000|5', ss_cvt: String(now - MINUTE) }],
    ['an invalid record and no timestamp', { ss_cvr: 'garbage' }],
  ])('%s: creates a new record with count 1', (_, cookies) => {
    const visit = countCensusVisit(jar(cookies), now, { newId: 'new-id' });
    expect(visit.transition).toBe('created');
    expect(visit.record).toEqual({
      id: 'new-id',
      firstVisit: now,
      previousVisit: now,
      currentVisit: now,
      visitCount: 1,
    });
  });

  it.each([
    ['no timestamp cookie', { ss_cvr: old }],
    ['an invalid timestamp', { ss_cvr: old, ss_cvt: '0' }],
    ['a timestamp with a leading zero', { ss_cvr: old, ss_cvt: `0${now - MINUTE}` }],
    ['a timestamp exactly 30 minutes old', { ss_cvr: old, ss_cvt: String(now - 30 * MINUTE) }],
    ['a timestamp 31 minutes old', { ss_cvr: old, ss_cvt: String(now - 31 * MINUTE) }],
  ])('a record with %s: counts a new visit', (_, cookies) => {
    const visit = countCensusVisit(jar(cookies), now, { newId: 'unused' });
    expect(visit.transition).toBe('new-visit');
    expect(visit.record).toEqual({
      id: 'v1',
      firstVisit: 1000,
      previousVisit: 3000,
      currentVisit: now,
      visitCount: 6,
    });
  });

  it.each([
    ['a minute old', now - MINUTE],
    ['29 minutes old', now - 29 * MINUTE],
    ['from this instant', now],
  ])('a record and a timestamp %s: keeps the record', (_, timestamp) => {
    const visit = countCensusVisit(jar({ ss_cvr: old, ss_cvt: String(timestamp) }), now, {
      newId: 'unused',
    });
    expect(visit.transition).toBe('kept');
    expect(visit.writes[0].value).toBe(old);
  });

  it.each([
    ['a valid record and timestamp', { ss_cvr: old, ss_cvt: String(now - MINUTE) }],
    ['a lapsed visit', { ss_cvr: old }],
    ['nothing', {}],
  ])('a forced call with %s creates a new record', (_, cookies) => {
    const visit = countCensusVisit(jar(cookies), now, { forced: true, newId: 'forced' });
    expect(visit.transition).toBe('created');
    expect(visit.record.id).toBe('forced');
    expect(visit.record.visitCount).toBe(1);
  });

  it('writes the record for 2 years and the timestamp for 30 minutes', () => {
    const visit = countCensusVisit(jar({ ss_cvr: old }), now, { newId: 'x' });
    expect(visit.writes).toEqual([
      { name: 'ss_cvr', value: `v1|1000|3000|${now}|6`, maxAgeMs: 2 * 365 * 24 * 60 * MINUTE },
      { name: 'ss_cvt', value: String(now), maxAgeMs: 30 * MINUTE },
    ]);
  });

  it('rejects an id that is not word characters or dashes', () => {
    expect(() => countCensusVisit(jar({}), now, { newId: 'a|b' })).toThrow(
      'Invalid census id: a|b',
    );
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects time %s', (time) => {
    expect(() => countCensusVisit(jar({}), time, { newId: 'x' })).toThrow('Invalid census time');
  });

  it('reads the cookies parseCookies gives from a Cookie header', () => {
    const cookies = parseCookies(`ss_cvr=${encodeURIComponent(old)}; ss_cvt=${now - MINUTE}`);
    expect(countCensusVisit(cookies, now, { newId: 'x' }).transition).toBe('kept');
  });
});
