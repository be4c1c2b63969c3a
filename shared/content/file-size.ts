// File sizes for people: spec §9 ("bytes per MB 1,000,000 (file sizes otherwise formatted in
// 1024 steps)"). The upload maximum uses decimal megabytes (shared/api/files.ts); every other
// size shown, such as a file's size in the file manager, steps by 1024.

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;

/** "512 bytes", "1 byte", "1.5 KB", "19.1 MB": one decimal at most, none when it is zero. */
export function formatFileSize(bytes: number): string {
  const whole = Math.max(0, Math.round(bytes));
  if (whole < STEP) return `${whole} ${whole === 1 ? 'byte' : 'bytes'}`;
  let value = whole / STEP;
  let unit = 0;
  while (Number(value.toFixed(1)) >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${UNITS[unit]}`;
}
