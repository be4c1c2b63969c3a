// Steps the live site's tests share: a page's HTML as a visitor fetches it, and the site's
// languages as its owner sets them. Only tests import this file.
import { expect } from 'vitest';
import { MultilingualPath } from '../../shared/api/multilingual';
import type { TestClient } from '../test-helpers';

/** The page at `path` as a visitor fetches it (redirects not followed), its status checked. */
export async function livePage(baseUrl: string, path: string, status = 200): Promise<string> {
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
  expect(response.status, path).toBe(status);
  return response.text();
}

/** The site's languages, the default first. */
export async function setLanguages(owner: TestClient, ...codes: string[]): Promise<void> {
  const languages = codes.map((code, index) => ({ code, isDefault: index === 0 }));
  expect((await owner.send('PUT', MultilingualPath.languages, { languages })).status).toBe(200);
}
