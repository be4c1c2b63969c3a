import { describe, expect, it } from 'vitest';
import { SAVE_STATUS_TEXT, saveText } from './status-text';

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

describe('saveText', () => {
  it.each([
    [true, 'unsaved', 'Unsaved changes'],
    [false, 'saved', 'Loading the site…'],
    [false, 'error', 'Unable to load. Try again.'],
  ] as const)('loaded %s, status %s reads %j', (loaded, status, text) => {
    expect(saveText(loaded, status)).toBe(text);
  });
});
