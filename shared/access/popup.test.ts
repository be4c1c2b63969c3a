import { describe, expect, it } from 'vitest';
import { closedState, DEFAULT_POPUP, readPopupState, shouldShowPopup } from './popup';

const on = { ...DEFAULT_POPUP, enabled: true, message: 'Ten percent off', version: 3 };

describe('the popup overlay', () => {
  it('opens for a visitor who has not closed this version', () => {
    expect(shouldShowPopup(on, null)).toBe(true);
    const older = { dateClosed: '2026-01-01T00:00:00.000Z', version: 2, submitted: true };
    expect(shouldShowPopup(on, older)).toBe(true);
  });

  it('stays closed once closed or signed up for this version', () => {
    const now = new Date('2026-11-26T09:00:00Z');
    expect(shouldShowPopup(on, closedState(on, now, false))).toBe(false);
    expect(shouldShowPopup(on, closedState(on, now, true))).toBe(false);
  });

  it('never opens when off, absent or without a message', () => {
    expect(shouldShowPopup(undefined, null)).toBe(false);
    expect(shouldShowPopup({ ...on, enabled: false }, null)).toBe(false);
    expect(shouldShowPopup({ ...on, message: '  ' }, null)).toBe(false);
  });

  it('stores the spec keys: date closed, version, submitted', () => {
    const state = closedState(on, new Date('2026-11-26T09:00:00Z'), true);
    expect(state).toEqual({ dateClosed: '2026-11-26T09:00:00.000Z', version: 3, submitted: true });
    expect(readPopupState(JSON.stringify(state))).toEqual(state);
  });

  it('reads anything unreadable as never seen', () => {
    for (const raw of [null, '', '{', '5', 'null', '{"version":"3"}', '{"version":1.5}']) {
      expect(readPopupState(raw)).toBeNull();
    }
  });
});
