// A track's length as people write it: "3:25", "1:02:07" (hours when there are any), and back.
// The item form reads what the owner types; the album's track list shows it.

const MAX_SECONDS = 86_400;

/** Whole seconds as `m:ss`, or `h:mm:ss` from an hour on. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * Seconds from `m:ss`, `h:mm:ss` or a plain number of seconds; null when blank, undefined when
 * it is not a length (seconds or minutes past 59 after the first part, or longer than a day).
 */
export function parseDuration(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(:\d{1,2}){0,2}$/.test(trimmed)) return undefined;
  const [first, ...rest] = trimmed.split(':').map(Number);
  if (rest.some((part) => part > 59)) return undefined;
  const seconds = rest.reduce((total, part) => total * 60 + part, first!);
  return seconds <= MAX_SECONDS ? seconds : undefined;
}

/** How a length is read out: "3 minutes 25 seconds". */
export function spokenDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const parts: [number, string][] = [
    [Math.floor(whole / 3600), 'hour'],
    [Math.floor((whole % 3600) / 60), 'minute'],
    [whole % 60, 'second'],
  ];
  const said = parts
    .filter(([count]) => count > 0)
    .map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`);
  return said.length > 0 ? said.join(' ') : '0 seconds';
}
