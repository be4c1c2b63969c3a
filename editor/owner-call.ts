// The owner panels' one way to call the API (forms, contributors, API keys, the activity log):
// JSON through the storefront's fetch (the crumb on writes, read from the cookie per request),
// answered as a value or as the server's message, never thrown.
import { callJson } from '../blocks/form/http';

export type Answer<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      /** The HTTP status; 0 when the server was not reached. */
      readonly status: number;
      readonly message: string;
    };

export const UNREACHABLE = 'The server could not be reached.';

function messageOf(data: unknown, status: number): string {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  for (const text of [record.message, record.error]) {
    if (typeof text === 'string' && text.trim() !== '') return text.trim();
  }
  return `The server answered ${status}.`;
}

export async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  try {
    const { status, data } = await callJson(method, path, body);
    return status >= 200 && status < 300
      ? { ok: true, value: data as T }
      : { ok: false, status, message: messageOf(data, status) };
  } catch {
    return { ok: false, status: 0, message: UNREACHABLE };
  }
}
