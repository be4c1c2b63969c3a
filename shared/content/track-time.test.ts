import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration, spokenDuration } from './track-time';

describe('track lengths', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [205, '3:25'],
    [204.6, '3:25'],
    [3600, '1:00:00'],
    [3727, '1:02:07'],
  ])('%d seconds show as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
    expect(parseDuration(text)).toBe(Math.round(seconds));
  });

  it('reads plain seconds, blanks as none, and refuses what is not a length', () => {
    expect(parseDuration('  95 ')).toBe(95);
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('   ')).toBeNull();
    for (const bad of ['3:60', 'three', '3:25:10:01', '-3', '3.5', '3:', '25:00:01']) {
      expect(parseDuration(bad), bad).toBeUndefined();
    }
    expect(parseDuration('24:00:00')).toBe(86_400);
  });

  it('says a length in words', () => {
    expect(spokenDuration(205)).toBe('3 minutes 25 seconds');
    expect(spokenDuration(3660)).toBe('1 hour 1 minute');
    expect(spokenDuration(0)).toBe('0 seconds');
  });
});
