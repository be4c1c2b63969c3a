// The form block's calls go through the storefront's fetch (blocks/storefront/api.ts: JSON, the
// CSRF crumb on writes). The submission sequence needs the status itself (401, 404, 429 and 500
// have their own messages), so a refusal is answered as its status and body here; only a
// request that got no answer at all still throws.
import { requestJson, StorefrontApiError } from '../storefront/api';
import type { PostJson } from './submit';

export async function callJson(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
): Promise<{ status: number; data: unknown }> {
  try {
    return { status: 200, data: await requestJson<unknown>(method, path, payload) };
  } catch (error) {
    if (error instanceof StorefrontApiError && !error.network) {
      return { status: error.status, data: error.body };
    }
    throw error;
  }
}

export const postJson: PostJson = (path, payload) => callJson('POST', path, payload);
