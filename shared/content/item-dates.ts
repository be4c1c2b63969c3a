// How items' dates read on the site (docs/collections.md): the day in the site's time zone
// ("November 27, 2026") and an event's span ("November 27, 2026, 7:00 PM – 9:00 PM", or both
// days in full when it is not a same-day event by the spec's rule, events.ts). In another language
// the day and time are that language's through Intl ("27 novembre 2026 à 19:00 – 21:00").
import { isEnglish } from '../i18n/english';
import { DEFAULT_LANGUAGE } from '../i18n/language-codes';
import { isSameUtcDay } from './events';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: string, timeZone: string, parts: 'day' | 'time' | 'both') {
  const key = `${language}|${timeZone}|${parts}`;
  let found = formats.get(key);
  if (!found) {
    const day = { year: 'numeric', month: 'long', day: 'numeric' } as const;
    const time = { hour: 'numeric', minute: '2-digit' } as const;
    const options = parts === 'day' ? day : parts === 'time' ? time : { ...day, ...time };
    found = new Intl.DateTimeFormat(language, { timeZone, ...options });
    formats.set(key, found);
  }
  return found;
}

/** The day of an epoch ms in the time zone: "November 27, 2026", "27 novembre 2026". */
export function dayText(epochMs: number, timeZone: string, language = DEFAULT_LANGUAGE): string {
  return format(language, timeZone, 'day').format(new Date(epochMs));
}

/** An event's span in the time zone, in the language. */
export function eventSpanText(
  event: { readonly startDate: number; readonly endDate: number },
  timeZone: string,
  language = DEFAULT_LANGUAGE,
): string {
  const time = format(language, timeZone, 'time');
  const english = isEnglish(language);
  const moment = (at: number) =>
    english
      ? `${dayText(at, timeZone, language)}, ${time.format(new Date(at))}`
      : format(language, timeZone, 'both').format(new Date(at));
  const start = moment(event.startDate);
  if (isSameUtcDay(event)) return `${start} – ${time.format(new Date(event.endDate))}`;
  return `${start} – ${moment(event.endDate)}`;
}

/** An ISO 8601 time for `<time datetime>`. */
export const isoTime = (epochMs: number) => new Date(epochMs).toISOString();
