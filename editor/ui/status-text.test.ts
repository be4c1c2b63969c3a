import { describe, expect, it } from 'vitest';
import { SAVE_STATUS_TEXT } from './status-text';

describe('SAVE_STATUS_TEXT', () => {
  it.each([
    ['saved', 'All changes saved'],
    ['unsaved', 'Unsaved changes'],
    ['saving', 'Saving…'],
    ['error', 'Unable to connect. Please try again.'],
    ['conflict', 'This site was changed elsewhere'],
  ] as const)('%s reads %j', (status, text) => {
    expect(SAVE_STATUS_TEXT[status]).toBe(text);
  });
});
