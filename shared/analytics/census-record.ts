// The census visitor record and visit timestamp: spec site-and-editor.md §3 "Census cookies"
// and §5 "Census". A record is an id of word characters or dashes followed by four positive
// integers, pipe separated: id|firstVisit|previousVisit|currentVisit|visitCount.
// Anything else is invalid and discarded.

export interface CensusRecord {
  readonly id: string;
  readonly firstVisit: number;
  readonly previousVisit: number;
  readonly currentVisit: number;
  readonly visitCount: number;
}

const POSITIVE_INTEGER = '[1-9]\\d*';
const RECORD = new RegExp(
  `^([\\w-]+)\\|(${POSITIVE_INTEGER})\\|(${POSITIVE_INTEGER})\\|(${POSITIVE_INTEGER})\\|(${POSITIVE_INTEGER})$`,
);
const TIMESTAMP = new RegExp(`^${POSITIVE_INTEGER}$`);
const ID = /^[\w-]+$/;

/** A positive integer without a leading zero, within the safe integer range; else undefined. */
function positiveInteger(text: string): number | undefined {
  if (!TIMESTAMP.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** Parses a census cookie value; undefined when missing or invalid (the record is discarded). */
export function parseCensusRecord(value: string | undefined): CensusRecord | undefined {
  const match = value === undefined ? null : RECORD.exec(value);
  if (!match) return undefined;
  const [, id = '', ...rest] = match;
  const numbers = rest.map(positiveInteger);
  const [firstVisit, previousVisit, currentVisit, visitCount] = numbers;
  if (
    firstVisit === undefined ||
    previousVisit === undefined ||
    currentVisit === undefined ||
    visitCount === undefined
  ) {
    return undefined;
  }
  return { id, firstVisit, previousVisit, currentVisit, visitCount };
}

export function isCensusId(id: string): boolean {
  return ID.test(id);
}

/** The cookie value of a record; throws on a record that would not parse back. */
export function serializeCensusRecord(record: CensusRecord): string {
  const value = [
    record.id,
    record.firstVisit,
    record.previousVisit,
    record.currentVisit,
    record.visitCount,
  ].join('|');
  if (!parseCensusRecord(value)) throw new Error(`Invalid census record: ${value}`);
  return value;
}

/** Parses the visit timestamp cookie (milliseconds); undefined when missing or invalid. */
export function parseVisitTimestamp(value: string | undefined): number | undefined {
  return value === undefined ? undefined : positiveInteger(value);
}
