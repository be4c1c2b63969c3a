// The screens' call with JavaScript on: POST /api/page-access/unlock with the crumb header
// (blocks/storefront/api.ts). Answers null when unlocked, else the sentence to show.
import { PageAccessMessage, UNLOCK_PATH, type UnlockRequest } from '../../shared/api/page-access';
import { callJson } from '../form/http';

export type UnlockCall = (request: UnlockRequest) => Promise<string | null>;

const messageOf = (data: unknown): string | null => {
  const message =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>).message : null;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
};

export const unlock: UnlockCall = async (request) => {
  try {
    const { status, data } = await callJson('POST', UNLOCK_PATH, request);
    if (status === 200) return null;
    return messageOf(data) ?? PageAccessMessage.wrongPassword;
  } catch {
    return 'Please check your internet connection.';
  }
};
