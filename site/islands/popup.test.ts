import { describe, expect, it } from 'vitest';
import { DEFAULT_POPUP, POPUP_STORAGE_KEY } from '../../shared/access/popup';
import { popupDue } from './popup';

const popup = { ...DEFAULT_POPUP, enabled: true, message: 'Free shipping this week', version: 4 };
const storing = (value: string | null) => ({
  getItem: (key: string) => (key === POPUP_STORAGE_KEY ? value : null),
});

describe('popupDue', () => {
  it('is due for a visitor who never closed this version', () => {
    expect(popupDue({ popup }, storing(null))).toBe(true);
    expect(popupDue({ popup }, storing('{"dateClosed":null,"version":3,"submitted":true}'))).toBe(
      true,
    );
    expect(popupDue({ popup }, null)).toBe(true);
  });

  it('is not due once this version was closed, nor when off or unreadable', () => {
    const closed = '{"dateClosed":"2026-11-26T09:00:00.000Z","version":4,"submitted":false}';
    expect(popupDue({ popup }, storing(closed))).toBe(false);
    expect(popupDue({ popup: { ...popup, enabled: false } }, storing(null))).toBe(false);
    expect(popupDue(null, storing(null))).toBe(false);
    expect(popupDue({}, storing(null))).toBe(false);
  });

  it('counts refused storage as never seen', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(popupDue({ popup }, refusing)).toBe(true);
  });
});
