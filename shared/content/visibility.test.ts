import { describe, expect, it } from 'vitest';
import { isVisible, statusAt } from './visibility';

const AT = Date.UTC(2026, 10, 26, 12, 0, 0);

describe('isVisible', () => {
  it('shows a scheduled item from its publish time on, not a millisecond before', () => {
    const item = { status: 'Scheduled', publishOn: AT } as const;
    expect(isVisible(item, AT - 1)).toBe(false);
    expect(isVisible(item, AT)).toBe(true);
    expect(isVisible(item, AT + 1)).toBe(true);
  });

  it('never shows a scheduled item without a time', () => {
    expect(isVisible({ status: 'Scheduled', publishOn: null }, AT)).toBe(false);
  });

  it('shows published items and hides drafts, items in review and private items', () => {
    expect(isVisible({ status: 'Published', publishOn: AT + 1 }, AT)).toBe(true);
    for (const status of ['Draft', 'Needs Review', 'Private'] as const) {
      expect(isVisible({ status, publishOn: AT - 1 }, AT)).toBe(false);
    }
  });
});

describe('statusAt', () => {
  it('reads a scheduled item as published once its time has come', () => {
    const item = { status: 'Scheduled', publishOn: AT } as const;
    expect(statusAt(item, AT - 1)).toBe('Scheduled');
    expect(statusAt(item, AT)).toBe('Published');
    expect(statusAt({ status: 'Private', publishOn: AT }, AT)).toBe('Private');
  });
});
