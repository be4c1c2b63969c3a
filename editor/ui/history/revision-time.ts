// When a revision was saved, in words: relative ("5 minutes ago", "yesterday") with
// Intl.RelativeTimeFormat, and absolute ("Mar 3, 2026, 10:42 AM") with Intl.DateTimeFormat, so
// the History list reads naturally and a screen reader hears both.

export interface TimeOptions {
  /** The language of the words; English, as the rest of the editor. */
  readonly locale?: string;
  /** The time zone of the absolute time; the browser's when absent (tests pass UTC). */
  readonly timeZone?: string;
}

const SECOND = 1000;
/** Each unit and how many milliseconds make one, largest first. */
const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 60 * 60 * SECOND],
  ['month', 30 * 24 * 60 * 60 * SECOND],
  ['week', 7 * 24 * 60 * 60 * SECOND],
  ['day', 24 * 60 * 60 * SECOND],
  ['hour', 60 * 60 * SECOND],
  ['minute', 60 * SECOND],
];

/** "just now" under a minute, else the largest whole unit: "5 minutes ago", "yesterday". */
export function relativeTime(at: Date, now: Date, options: TimeOptions = {}): string {
  const elapsed = now.getTime() - at.getTime();
  const format = new Intl.RelativeTimeFormat(options.locale ?? 'en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    const count = Math.floor(Math.abs(elapsed) / size);
    if (count >= 1) return format.format(elapsed >= 0 ? -count : count, unit);
  }
  return 'just now';
}

/** "Mar 3, 2026, 10:42 AM". */
export function absoluteTime(at: Date, options: TimeOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale ?? 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(at);
}
