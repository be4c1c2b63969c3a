// The multilingual calls over real HTTP against a real database (docs/languages.md): the site's
// languages read, replaced, refused when not valid and reset by DELETE …/connection; who may
// change them; a signed-in site user's own language, one of the site's.
import { describe, expect, it } from 'vitest';
import { MultilingualPath, SITE_USER_LOCALE_PATH } from '../shared/api/multilingual';
import { LanguageMessage } from '../shared/i18n/languages';
import { contributor } from './owner-test-helpers';
import { TestClient } from './test-helpers';
import { serverForTests } from './test-server';

const test = serverForTests('multilingual');

async function read(client: TestClient, path: string) {
  const response = await client.request(path);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function send(client: TestClient, method: string, path: string, body?: unknown) {
  const response = await client.send(method, path, body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const english = { code: 'en-US', isDefault: true };
const french = { code: 'fr-FR', isDefault: false };

describe('/api/multilingual', () => {
  it('starts with en-US alone, takes a new list, and DELETE …/connection keeps only the default', async () => {
    expect(await read(test.client, MultilingualPath.settings)).toEqual({
      status: 200,
      body: { enabled: false, defaultLanguage: 'en-US', languages: [english] },
    });
    expect((await read(test.client, MultilingualPath.status)).body).toEqual({
      connected: false,
      languageCount: 1,
    });
    const put = await send(test.client, 'PUT', MultilingualPath.languages, {
      languages: [
        { code: 'fr-FR', isDefault: true },
        { code: 'en-US', isDefault: false },
      ],
    });
    expect(put.status).toBe(200);
    expect((await read(test.client, MultilingualPath.settings)).body).toMatchObject({
      enabled: true,
      defaultLanguage: 'fr-FR',
    });
    expect((await read(test.client, MultilingualPath.languages)).body.languages).toHaveLength(2);
    const cut = await send(test.client, 'DELETE', MultilingualPath.connection);
    expect(cut.body).toEqual({ languages: [{ code: 'fr-FR', isDefault: true }] });
    expect((await read(test.client, MultilingualPath.status)).body).toEqual({
      connected: false,
      languageCount: 1,
    });
    await send(test.client, 'PUT', MultilingualPath.languages, { languages: [english, french] });
  });

  it('refuses a list that is not valid with the reason, and keeps the stored one', async () => {
    const before = (await read(test.client, MultilingualPath.languages)).body;
    for (const [body, reason] of [
      [{ languages: [] }, LanguageMessage.empty],
      [{ languages: [{ code: 'en-US', isDefault: false }] }, LanguageMessage.oneDefault],
      [{ languages: [english, english] }, LanguageMessage.repeated],
      [{ languages: [{ code: 'klingon', isDefault: true }] }, LanguageMessage.unknown],
      [{}, ''],
      [['en-US'], ''],
    ] as const) {
      const answer = await send(test.client, 'PUT', MultilingualPath.languages, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(String(answer.body.error)).toContain(reason);
    }
    expect((await read(test.client, MultilingualPath.languages)).body).toEqual(before);
  });

  it('lets an editor read the languages but not change them', async () => {
    const viewer = await contributor(test.client, 'viewer@languages.test', 'viewer');
    expect((await read(viewer, MultilingualPath.settings)).status).toBe(200);
    const refused = await send(viewer, 'PUT', MultilingualPath.languages, { languages: [english] });
    expect(refused.status).toBe(403);
    expect((await send(viewer, 'DELETE', MultilingualPath.connection)).status).toBe(403);
  });
});

describe('POST /api/site-users/account/locale', () => {
  it("keeps a signed-in user's language when it is one of the site's", async () => {
    const visitor = await new TestClient(test.server.url).start();
    expect((await send(visitor, 'POST', SITE_USER_LOCALE_PATH, { language: 'fr-FR' })).status).toBe(
      401,
    );
    const email = `locale-${Date.now()}@example.com`;
    await visitor.send('POST', '/api/site-users/account', { email, password: 'a good password 1' });
    const signedIn = await visitor.send('POST', '/api/site-users/account/session', {
      email,
      password: 'a good password 1',
      rememberMe: false,
    });
    expect(signedIn.status).toBe(200);
    expect(await send(visitor, 'POST', SITE_USER_LOCALE_PATH, { language: 'fr-fr' })).toEqual({
      status: 200,
      body: { language: 'fr-FR' },
    });
    const refused = await send(visitor, 'POST', SITE_USER_LOCALE_PATH, { language: 'de-DE' });
    expect(refused).toMatchObject({ status: 400, body: { field: 'language' } });
    expect((await send(visitor, 'POST', SITE_USER_LOCALE_PATH, {})).status).toBe(400);
  });
});
