import { describe, expect, it } from 'vitest';
import { toneRole } from './Feedback';
import { errorMessage, outcomeMessage } from './feedback-message';

describe('feedback messages', () => {
  it('makes a success of an ok answer and an error of a refusal', () => {
    expect(outcomeMessage({ ok: true }, 'Saved.')).toEqual({ text: 'Saved.', tone: 'success' });
    expect(outcomeMessage({ ok: false, message: 'No.' }, 'Saved.')).toEqual(errorMessage('No.'));
  });

  it('announces errors as alerts and the rest as statuses', () => {
    expect(toneRole('error')).toBe('alert');
    expect(toneRole('success')).toBe('status');
    expect(toneRole('info')).toBe('status');
  });
});
