import { describe, expect, it } from 'vitest';
import { absoluteTime, relativeTime } from './when';

const NOW = Date.parse('2025-03-10T12:00:00Z');

describe('relativeTime', () => {
  it.each([
    ['2025-03-10T11:59:30Z', 'just now'],
    ['2025-03-10T11:55:00Z', '5 minutes ago'],
    ['2025-03-10T09:00:00Z', '3 hours ago'],
    ['2025-03-09T12:00:00Z', 'yesterday'],
    ['2025-03-17T12:00:00Z', 'next week'],
    ['2025-03-12T12:00:00Z', 'in 2 days'],
    ['2024-01-01T00:00:00Z', 'last year'],
  ])('%s is “%s”', (iso, text) => {
    expect(relativeTime(iso, NOW)).toBe(text);
  });

  it('answers text that is not a date as it is', () => {
    expect(relativeTime('soon', NOW)).toBe('soon');
    expect(absoluteTime('soon')).toBe('soon');
  });

  it('writes the absolute time in full', () => {
    expect(absoluteTime('2025-03-10T12:00:00Z')).toMatch(/^3\/10\/2025, \d{1,2}:00:00 [AP]M$/);
  });
});
