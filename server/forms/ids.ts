// Ids for stored form records. Submission ids sort by the time they were made (base-36
// milliseconds, then a counter for the same millisecond, then random letters), so "newest first"
// is the id in descending order on every engine.
import { randomBytes } from 'node:crypto';

const randomPart = (bytes: number) => randomBytes(bytes).toString('hex');

let lastTime = -1;
let sequence = 0;

/** A time-ordered id: later calls in this process always sort after earlier ones. */
export function timeOrderedId(now: Date): string {
  const time = Math.max(now.getTime(), lastTime);
  sequence = time === lastTime ? sequence + 1 : 0;
  lastTime = time;
  return `${time.toString(36).padStart(10, '0')}${sequence.toString(36).padStart(4, '0')}${randomPart(4)}`;
}

/** An unguessable token (submission keys). */
export function secretToken(): string {
  return randomBytes(24).toString('base64url');
}

/** A short id for a new form or mailing list. */
export function shortId(prefix: string): string {
  return `${prefix}-${randomPart(6)}`;
}
