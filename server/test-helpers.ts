// Shared by the server's tests: temporary folders and an HTTP client that keeps the crumb.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { AUTH_ME_PATH, AUTH_SESSION_PATH, OWNER_SESSION_COOKIE } from '../shared/api/auth';
import { FILES_API_PATH, UPLOAD_FIELD } from '../shared/api/files';
import {
  FORM_SUBMISSION_KEY_PATH,
  SAVE_FORM_SUBMISSION_PATH,
  type SubmissionForm,
} from '../shared/api/forms';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../shared/api/sites';
import type { OwnerDependencies } from './app';
import { CrumbSigner } from './csrf';
import { sourceRenderer } from './live/source-renderer';
import type { ServerOptions } from './server';
import type { AccessStore } from './storage/access-store';
import type { Database } from './storage/database';
import type { OwnerStore } from './storage/owner-store';
import { openPostgresDatabase } from './storage/postgres';
import { openSqliteDatabase } from './storage/sqlite';
import type { StoreOptions } from './storage/stores';

/** The admin every test server is started with (serverOptions). */
export const TEST_OWNER = { email: 'owner@test.example', password: 'test-owner-pass' } as const;

/** Owner dependencies for an app whose tests never reach an owner route. */
export function unusedOwners(): { owners: OwnerDependencies; siteId: string } {
  return {
    owners: { owners: {} as OwnerStore, access: {} as AccessStore, crumbs: CrumbSigner.random() },
    siteId: 'demo',
  };
}

/** How often each removed temporary folder was removed: its databases start afresh each time. */
const removals = new Map<string, number>();

/** A fresh temporary folder and a function that removes it (and, on PostgreSQL, its databases). */
export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return {
    path,
    remove: () => {
      rmSync(path, { recursive: true, force: true });
      removals.set(path, (removals.get(path) ?? 0) + 1);
    },
  };
}

/**
 * The PostgreSQL database a data folder's tests use when the suite runs on PostgreSQL
 * (TEST_POSTGRES_URL names the throwaway cluster, vitest.postgres.config.ts): one database per
 * folder, created on first open; undefined on SQLite.
 */
export function testDatabaseUrl(dataDir: string): string | undefined {
  const cluster = process.env.TEST_POSTGRES_URL;
  if (!cluster) return undefined;
  let generation = 0;
  for (const [path, count] of removals) {
    if (dataDir === path || dataDir.startsWith(`${path}/`)) generation += count;
  }
  const name = createHash('sha256').update(`${dataDir}\n${generation}`).digest('hex').slice(0, 24);
  const url = new URL(cluster);
  url.pathname = `/t_${name}`;
  return url.href;
}

/** The database of a test's data folder, on the suite's engine, to read or damage it directly. */
export function openTestDatabase(dataDir: string): Promise<Kysely<Database>> {
  const databaseUrl = testDatabaseUrl(dataDir);
  return databaseUrl ? openPostgresDatabase(databaseUrl) : openSqliteDatabase(dataDir);
}

/** Options of openStores for a data folder, on the engine the suite runs on. */
export function storeOptions(dataDir: string, extra: Partial<StoreOptions> = {}): StoreOptions {
  const databaseUrl = testDatabaseUrl(dataDir);
  return { dataDir, ...(databaseUrl ? { databaseUrl } : {}), ...extra };
}

/**
 * A test server's options: any free port on localhost, its data/ and dist/ inside `root`. The
 * demo images are not drawn unless a test asks (`seedDemoFiles: true`): the site shows the shipped
 * illustrations instead, and each start is a second shorter.
 */
export function serverOptions(root: string, extra: Partial<ServerOptions> = {}): ServerOptions {
  const databaseUrl = testDatabaseUrl(join(root, 'data'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: join(root, 'data'),
    ...(databaseUrl ? { databaseUrl } : {}),
    staticDir: join(root, 'dist'),
    admin: TEST_OWNER,
    liveRenderer: sourceRenderer,
    seedDemoFiles: false,
    ...extra,
  };
}

const adminSessions = new Map<string, string>();

/** A browser-like client: keeps its cookies (crumb, sessions, cart) and echoes the crumb on writes. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get crumb(): string | undefined {
    return this.cookies.get(CRUMB_COOKIE);
  }

  set crumb(value: string | undefined) {
    if (value === undefined) this.cookies.delete(CRUMB_COOKIE);
    else this.cookies.set(CRUMB_COOKIE, value);
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0 && !headers.has('Cookie')) {
      headers.set(
        'Cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers }).catch(
      (error: unknown) => {
        // undici says only "fetch failed"; the reason (a reset, a refused connection) is its cause.
        const cause = error instanceof Error ? String(error.cause ?? '') : '';
        throw new Error(`${init.method ?? 'GET'} ${path} failed: ${cause || String(error)}`, {
          cause: error,
        });
      },
    );
    for (const cookie of response.headers.getSetCookie()) {
      const match = /^([^=;]+)=([^;]*)/.exec(cookie);
      if (!match) continue;
      if (/;\s*Max-Age=0/i.test(cookie)) this.cookies.delete(match[1]!);
      else this.cookies.set(match[1]!, match[2]!);
    }
    return response;
  }

  /** Reads any API path so the server hands out a crumb. */
  async start(): Promise<this> {
    await this.request('/api/health');
    return this;
  }

  /** Signs in as an owner (by default the test server's admin); throws when refused. */
  async signIn(
    email: string = TEST_OWNER.email,
    password: string = TEST_OWNER.password,
    rememberMe = false,
  ) {
    if (!this.crumb) await this.start();
    const response = await this.send('POST', AUTH_SESSION_PATH, { email, password, rememberMe });
    if (!response.ok) throw new Error(`Sign-in as ${email} answered ${response.status}.`);
    return this;
  }

  /**
   * A client signed in as the test server's admin. The session is shared by every such client of
   * one server (as tabs of one browser), so tests do not spend the sign-in rate limit.
   */
  async startAsOwner(): Promise<this> {
    const token = adminSessions.get(this.baseUrl);
    if (token !== undefined) {
      this.cookies.set(OWNER_SESSION_COOKIE, token);
      if ((await this.start().then(() => this.request(AUTH_ME_PATH))).ok) return this;
      this.cookies.clear();
    }
    await (await this.start()).signIn();
    adminSessions.set(this.baseUrl, this.cookies.get(OWNER_SESSION_COOKIE) ?? '');
    return this;
  }

  put(path: string, body: string): Promise<Response> {
    return this.request(path, {
      method: 'PUT',
      body,
      headers: { 'Content-Type': 'application/json', [CRUMB_HEADER]: this.crumb ?? '' },
    });
  }

  saveSite(siteId: string, baseRevision: unknown, site: unknown): Promise<Response> {
    return this.put(`/api/sites/${siteId}`, JSON.stringify({ baseRevision, site }));
  }

  /**
   * A JSON call (PATCH, DELETE, ...) with the crumb (`crumb: false` leaves it out); no body when
   * `body` is undefined.
   */
  send(
    method: string,
    path: string,
    body?: unknown,
    options: { readonly crumb?: boolean } = {},
  ): Promise<Response> {
    const headers: Record<string, string> =
      options.crumb === false ? {} : { [CRUMB_HEADER]: this.crumb ?? '' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const init: RequestInit = { method, headers };
    return this.request(path, body === undefined ? init : { ...init, body: JSON.stringify(body) });
  }

  /** A visitor's form submission as the page sends it: a fresh key, then the save. */
  async submitForm(formId: string, form: SubmissionForm, captchaKey?: string): Promise<Response> {
    const keyResponse = await this.send('POST', FORM_SUBMISSION_KEY_PATH);
    const { key } = (await keyResponse.json()) as { key: string };
    return this.send('POST', SAVE_FORM_SUBMISSION_PATH, { key, formId, form, captchaKey });
  }

  /** POST /api/files as a browser's form would send one file (multipart, field `file`). */
  upload(fileName: string, bytes: Uint8Array, type = ''): Promise<Response> {
    const form = new FormData();
    form.append(UPLOAD_FIELD, new Blob([new Uint8Array(bytes)], { type }), fileName);
    return this.request(FILES_API_PATH, {
      method: 'POST',
      body: form,
      headers: { [CRUMB_HEADER]: this.crumb ?? '' },
    });
  }
}
