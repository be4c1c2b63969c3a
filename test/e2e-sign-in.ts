// Playwright's global setup: once the server is up, sign in as the admin through the API and save
// the browser state (session and crumb cookies) that every spec's browser starts from.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type FullConfig, request } from '@playwright/test';
import { OWNER_STATE_PATH, signInOwner } from './fixtures/owner';

export default async function signInForEverySpec(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const context = await request.newContext({ baseURL });
  try {
    await signInOwner(context);
    mkdirSync(dirname(OWNER_STATE_PATH), { recursive: true });
    await context.storageState({ path: OWNER_STATE_PATH });
  } finally {
    await context.dispose();
  }
}
