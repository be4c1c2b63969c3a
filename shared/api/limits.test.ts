import { describe, expect, it } from 'vitest';
import { tooManyRequestsMessage } from './limits';

describe('tooManyRequestsMessage', () => {
  it('says how long to wait, in seconds', () => {
    expect(tooManyRequestsMessage(1)).toBe('Too many requests. Please try again in 1 second.');
    expect(tooManyRequestsMessage(60)).toBe('Too many requests. Please try again in 60 seconds.');
  });
});
