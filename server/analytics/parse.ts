// Reading the analytics calls' bodies (shared/api/analytics.ts) into events to record: pure
// functions of the text and the request's cookies, each answering an event or the message of a
// 400. What a call carries beyond the fields read here is not stored.
import { type CensusRecord, parseCensusRecord } from '../../shared/analytics/census-record';
import { CENSUS_RECORD_COOKIE } from '../../shared/analytics/cookie-names';
import { isSearchPath, UNTRACKED_PAGE_TYPES } from '../../shared/analytics/tracking';
import {
  AnalyticsMessage,
  MAX_ANALYTICS_NAME_LENGTH,
  MAX_PERFORMANCE_RECORDS,
  PERFORMANCE_KINDS,
  type PerformanceKind,
  VISITOR_COOKIE_FIELD,
} from '../../shared/api/analytics';
import type { Cookies } from '../../shared/cookies/parse';
import { parseJson } from '../json-body';
import type { AnalyticsEvent, AnalyticsKind } from './recorder';

export type Parsed =
  | { readonly ok: true; readonly events: readonly AnalyticsEvent[] }
  | { readonly ok: false; readonly message: string };

const refuse = (message: string): Parsed => ({ ok: false, message });
const accept = (...events: AnalyticsEvent[]): Parsed => ({ ok: true, events });

type Fields = ReadonlyMap<string, string>;
type Json = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NAME = /^[\w.:-]+$/;
const TEXT_LIMIT = 200;

/** A short string field, or undefined when absent or not a string. */
function text(value: unknown, limit = TEXT_LIMIT): string | undefined {
  return typeof value === 'string' ? value.slice(0, limit) : undefined;
}

/** A JSON object carried in a field ('' or absent: none); null when it is not one. */
function jsonField(value: string | undefined): Json | undefined | null {
  if (value === undefined || value === '') return undefined;
  const read = parseJson(value);
  return read.ok && isObject(read.value) ? read.value : null;
}

/** The path of a page address: "/a/b" as sent, or the path of an absolute URL. */
export function pagePath(path: unknown, url?: unknown): string | undefined {
  if (typeof path === 'string') return path.startsWith('/') ? path : undefined;
  if (typeof url !== 'string') return undefined;
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

/** The census record of a field, else of the request's cookie; an invalid one is discarded. */
function censusOf(field: string | undefined, cookies: Cookies): CensusRecord | undefined {
  return parseCensusRecord(field) ?? parseCensusRecord(cookies.get(CENSUS_RECORD_COOKIE));
}

/** Keeps the listed fields whose values are short strings or finite numbers. */
function picked(source: Json, names: readonly string[]): Json {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const value = source[name];
    if (typeof value === 'string') out[name] = value.slice(0, TEXT_LIMIT);
    else if (typeof value === 'number' && Number.isFinite(value)) out[name] = value;
  }
  return out;
}

const HIT_FIELDS = [
  'pageId',
  'itemId',
  'collectionId',
  'recordType',
  'contentSource',
  'pageType',
  'pagePermissionTypeValue',
];

/** RecordHit: event, data (JSON of the census fields), ss_cvr. Not stored for untracked pages. */
export function parseRecordHit(fields: Fields, cookies: Cookies): Parsed {
  const data = jsonField(fields.get('data'));
  if (!data) return refuse(AnalyticsMessage.badData);
  const path = pagePath(data.pagePath, data.url);
  if (path === undefined) return refuse(AnalyticsMessage.badPath);
  const pageType = data.pageType;
  if (
    isSearchPath(path) ||
    (typeof pageType === 'number' && UNTRACKED_PAGE_TYPES.includes(pageType))
  ) {
    return accept();
  }
  return accept({
    kind: 'page_view',
    path,
    referrer: text(data.referrer, 2000),
    language: text(data.language, 35),
    timeZone: text(data.timeZone, 64),
    census: censusOf(fields.get(CENSUS_RECORD_COOKIE), cookies),
    data: { event: text(fields.get('event')), ...picked(data, HIT_FIELDS) },
  });
}

/** An event name: word characters, dots, colons, dashes; at most 100. */
function eventName(value: string | undefined): string | undefined {
  return value !== undefined && value.length <= MAX_ANALYTICS_NAME_LENGTH && NAME.test(value)
    ? value
    : undefined;
}

/** RecordEvent: event, data (JSON), extras (JSON); the crumb is checked by the route. */
export function parseRecordEvent(fields: Fields, cookies: Cookies): Parsed {
  const event = eventName(fields.get('event'));
  if (event === undefined) return refuse(AnalyticsMessage.noEvent);
  const data = jsonField(fields.get('data'));
  const extras = jsonField(fields.get('extras'));
  if (data === null || extras === null) return refuse(AnalyticsMessage.badData);
  const path = pagePath(data?.pagePath ?? data?.page_path ?? '/', data?.url);
  if (path === undefined) return refuse(AnalyticsMessage.badPath);
  return accept({
    kind: 'event',
    path,
    census: censusOf(undefined, cookies),
    data: { event, data: data ?? {}, extras: extras ?? {} },
  });
}

/** The census calls' page fields: button-click, button-render, form-render, overlay. */
export function parseCensusCall(
  kind: Extract<AnalyticsKind, 'button_click' | 'button_render' | 'form_render' | 'overlay'>,
  fields: Fields,
  cookies: Cookies,
): Parsed {
  const path = pagePath(fields.get('pagePath') ?? '/', fields.get('url'));
  if (path === undefined) return refuse(AnalyticsMessage.badPath);
  const data: Record<string, string> = {};
  for (const [name, value] of fields) {
    if (name !== VISITOR_COOKIE_FIELD && NAME.test(name) && Object.keys(data).length < 20) {
      data[name.slice(0, 50)] = value.slice(0, TEXT_LIMIT);
    }
  }
  return accept({ kind, path, census: censusOf(fields.get(VISITOR_COOKIE_FIELD), cookies), data });
}

/** RecordQuickView/{id}: no body; the page is the request's referring page. */
export function parseQuickView(id: string, path: string, cookies: Cookies): Parsed {
  if (eventName(id) === undefined) return refuse(AnalyticsMessage.badId);
  return accept({ kind: 'quick_view', path, census: censusOf(undefined, cookies), data: { id } });
}

function performanceRecord(value: unknown): Json | undefined {
  if (!isObject(value)) return undefined;
  const { appName, data, kind, pageLoadId, timestamp } = value;
  const named = (name: unknown) => typeof name === 'string' && eventName(name) !== undefined;
  const valid =
    named(appName) &&
    named(pageLoadId) &&
    isObject(data) &&
    PERFORMANCE_KINDS.includes(kind as PerformanceKind) &&
    typeof timestamp === 'number' &&
    Number.isSafeInteger(timestamp) &&
    timestamp > 0;
  return valid ? { appName, kind, pageLoadId, timestamp, data } : undefined;
}

/** The performance records: a JSON array, sent as text; one event each. */
export function parsePerformance(body: string, path: string, cookies: Cookies): Parsed {
  const read = parseJson(body);
  if (!read.ok || !Array.isArray(read.value)) return refuse(AnalyticsMessage.badRecords);
  const records = read.value;
  if (records.length === 0 || records.length > MAX_PERFORMANCE_RECORDS) {
    return refuse(AnalyticsMessage.badRecords);
  }
  const valid = records.map(performanceRecord);
  if (valid.some((record) => record === undefined)) return refuse(AnalyticsMessage.badRecord);
  const census = censusOf(undefined, cookies);
  return accept(...valid.map((data) => ({ kind: 'performance' as const, path, census, data })));
}
