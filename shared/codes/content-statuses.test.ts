import { describe, expect, it } from 'vitest';
import { CONTENT_STATUSES, isContentStatus } from './content-statuses';

describe('content statuses', () => {
  it('are the four of §3', () => {
    expect(CONTENT_STATUSES).toEqual(['Draft', 'Scheduled', 'Needs Review', 'Private']);
  });

  it.each(CONTENT_STATUSES)('%s is a status', (status) => {
    expect(isContentStatus(status)).toBe(true);
  });

  it.each(['draft', 'Published', 'Needs review', ''])('%j is not a status', (value) => {
    expect(isContentStatus(value)).toBe(false);
  });
});
