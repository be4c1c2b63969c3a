// A message with what it means, for Feedback: an answer's refusal is an error, its success the
// given text as a success.
import type { Tone } from './Feedback';

export interface Message {
  readonly text: string;
  readonly tone: Tone;
}

export const NO_MESSAGE: Message = { text: '', tone: 'info' };

export const errorMessage = (text: string): Message => ({ text, tone: 'error' });

export function outcomeMessage(
  answer: { readonly ok: true } | { readonly ok: false; readonly message: string },
  success: string,
): Message {
  return answer.ok ? { text: success, tone: 'success' } : errorMessage(answer.message);
}
