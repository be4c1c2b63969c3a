import { describe, expect, it } from 'vitest';
import {
  presetRange,
  RangeMessage,
  rangeLength,
  rangeProblem,
  reportTimeZone,
  summaryPath,
  todayIn,
} from './range';

describe('ranges', () => {
  it("finds today in the site's time zone", () => {
    const at = Date.UTC(2026, 10, 27, 3, 0); // 22:00 on Nov 26 in New York
    expect(todayIn('America/New_York', at)).toBe('2026-11-26');
    expect(todayIn('Europe/Berlin', at)).toBe('2026-11-27');
  });

  it('reads the zone as the server does: the setting when known, else New York', () => {
    expect(reportTimeZone({ timeZone: 'Europe/Berlin' })).toBe('Europe/Berlin');
    expect(reportTimeZone({ timeZone: 'Mars/Base' })).toBe('America/New_York');
    expect(reportTimeZone(undefined)).toBe('America/New_York');
  });

  it('ends every preset today', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('7', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(rangeLength(presetRange('30', '2026-03-01'))).toBe(30);
    expect(rangeLength(presetRange('90', '2026-03-01'))).toBe(90);
  });

  it('refuses a custom range the server would refuse', () => {
    expect(rangeProblem({ from: '', to: '2026-01-01' })).toBe(RangeMessage.missing);
    expect(rangeProblem({ from: '2026-02-02', to: '2026-02-01' })).toBe(RangeMessage.order);
    expect(rangeProblem({ from: '2024-12-31', to: '2026-01-01' })).toBe(RangeMessage.tooLong);
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
  });

  it('asks for test orders only when the box is ticked', () => {
    const range = { from: '2026-01-01', to: '2026-01-07' };
    expect(summaryPath(range, false)).toBe('/api/analytics/summary?from=2026-01-01&to=2026-01-07');
    expect(summaryPath(range, true)).toBe(
      '/api/analytics/summary?from=2026-01-01&to=2026-01-07&includeTestOrders=1',
    );
  });
});
