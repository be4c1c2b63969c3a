// The answer to a call over its limit (ours; docs/limits.md lists the limits): 429 with a
// Retry-After header in whole seconds and `{error, message, retryAfterSeconds}`, the sentence in
// both fields because the site API's clients read `error` and the commerce clients `message`.
// Routes whose refusal sentence the spec or an earlier answer fixes keep that sentence.

export interface TooManyRequestsResponse {
  readonly error: string;
  readonly message: string;
  readonly retryAfterSeconds: number;
}

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`;
  return `Too many requests. Please try again in ${wait}.`;
}
