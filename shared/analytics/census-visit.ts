// Visit counting: spec site-and-editor.md §4 "Census cookies", as a pure function of the
// cookies, the current time and whether the call is forced.
// - No valid record: create a new record with count 1.
// - A record but no valid timestamp cookie (it lapses after 30 minutes): a new visit;
//   count +1, previous visit = the old current visit, current visit = now.
// - Otherwise keep the record.
// - A forced call always creates a new record.
// The timestamp cookie is rewritten with `now` on every call, so a visit lasts while the
// visitor keeps coming back within 30 minutes. A timestamp 30 minutes old or older counts
// as lapsed even if the browser still sent it.

import type { Cookies } from '../cookies/parse';
import { CENSUS_COOKIE_LIFETIME_MS, VISIT_TIMESTAMP_LIFETIME_MS } from '../limits';
import {
  type CensusRecord,
  isCensusId,
  parseCensusRecord,
  parseVisitTimestamp,
  serializeCensusRecord,
} from './census-record';
import { CENSUS_RECORD_COOKIE, VISIT_TIMESTAMP_COOKIE } from './cookie-names';

export type CensusTransition = 'created' | 'new-visit' | 'kept';

export interface CookieWrite {
  readonly name: string;
  readonly value: string;
  readonly maxAgeMs: number;
}

export interface CensusVisit {
  readonly transition: CensusTransition;
  readonly record: CensusRecord;
  /** The record cookie (2 years) and the visit timestamp cookie (30 minutes) to write. */
  readonly writes: readonly [CookieWrite, CookieWrite];
}

export interface CensusVisitOptions {
  /** A forced call always creates a new record. */
  readonly forced?: boolean;
  /** The id for a new record: word characters or dashes. Only used when one is created. */
  readonly newId: string;
}

function hasLiveTimestamp(cookies: Cookies, now: number): boolean {
  const timestamp = parseVisitTimestamp(cookies.get(VISIT_TIMESTAMP_COOKIE));
  return timestamp !== undefined && now - timestamp < VISIT_TIMESTAMP_LIFETIME_MS;
}

function nextRecord(
  existing: CensusRecord | undefined,
  cookies: Cookies,
  now: number,
  options: CensusVisitOptions,
): { transition: CensusTransition; record: CensusRecord } {
  if (options.forced || !existing) {
    if (!isCensusId(options.newId)) throw new Error(`Invalid census id: ${options.newId}`);
    const record = {
      id: options.newId,
      firstVisit: now,
      previousVisit: now,
      currentVisit: now,
      visitCount: 1,
    };
    return { transition: 'created', record };
  }
  if (hasLiveTimestamp(cookies, now)) return { transition: 'kept', record: existing };
  const record = {
    ...existing,
    previousVisit: existing.currentVisit,
    currentVisit: now,
    visitCount: existing.visitCount + 1,
  };
  return { transition: 'new-visit', record };
}

/** Decides the census record for a page view at `now` (epoch ms, a positive integer). */
export function countCensusVisit(
  cookies: Cookies,
  now: number,
  options: CensusVisitOptions,
): CensusVisit {
  if (!Number.isSafeInteger(now) || now <= 0) throw new Error(`Invalid census time: ${now}`);
  const existing = parseCensusRecord(cookies.get(CENSUS_RECORD_COOKIE));
  const { transition, record } = nextRecord(existing, cookies, now, options);
  return {
    transition,
    record,
    writes: [
      {
        name: CENSUS_RECORD_COOKIE,
        value: serializeCensusRecord(record),
        maxAgeMs: CENSUS_COOKIE_LIFETIME_MS,
      },
      { name: VISIT_TIMESTAMP_COOKIE, value: String(now), maxAgeMs: VISIT_TIMESTAMP_LIFETIME_MS },
    ],
  };
}
