import { describe, expect, it } from 'vitest';
import { CENSUS_SWITCH_TTL_MS, censusSwitch } from './census-switch';

describe('censusSwitch', () => {
  it('reads the setting once, again after the TTL, and at once after invalidate', async () => {
    let reads = 0;
    let disabled = true;
    let now = 0;
    const census = censusSwitch(
      async () => {
        reads += 1;
        return disabled;
      },
      () => now,
    );
    expect(await census.disabled()).toBe(true);
    disabled = false;
    now = CENSUS_SWITCH_TTL_MS - 1;
    expect(await census.disabled()).toBe(true);
    expect(reads).toBe(1);
    now = CENSUS_SWITCH_TTL_MS;
    expect(await census.disabled()).toBe(false);
    disabled = true;
    census.invalidate();
    expect(await census.disabled()).toBe(true);
    expect(reads).toBe(3);
  });

  it('counts a failed read as on and reads again on the next call', async () => {
    let reads = 0;
    const census = censusSwitch(async () => {
      reads += 1;
      if (reads === 1) throw new Error('database gone');
      return true;
    });
    expect(await census.disabled()).toBe(false);
    expect(await census.disabled()).toBe(true);
    expect(reads).toBe(2);
  });
});
