// Shared by the server's tests: temporary folders and an HTTP client that keeps the crumb.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FILES_API_PATH, UPLOAD_FIELD } from '../shared/api/files';
import {
  FORM_SUBMISSION_KEY_PATH,
  SAVE_FORM_SUBMISSION_PATH,
  type SubmissionForm,
} from '../shared/api/forms';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../shared/api/sites';
import type { ServerOptions } from './server';

/** A fresh temporary folder and a function that removes it. */
export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** A test server's options: any free port on localhost, its data/ and dist/ inside `root`. */
export function serverOptions(root: string, extra: Partial<ServerOptions> = {}): ServerOptions {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: join(root, 'data'),
    staticDir: join(root, 'dist'),
    ...extra,
  };
}

/** A browser-like client: keeps the crumb cookie and echoes it on writes. */
export class TestClient {
  crumb: string | undefined;

  constructor(private readonly baseUrl: string) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.crumb && !headers.has('Cookie'))
      headers.set('Cookie', `${CRUMB_COOKIE}=${this.crumb}`);
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const match = new RegExp(`^${CRUMB_COOKIE}=([^;]*)`).exec(cookie);
      if (match) this.crumb = match[1];
    }
    return response;
  }

  /** Reads any API path so the server hands out a crumb. */
  async start(): Promise<this> {
    await this.request('/api/health');
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

  /** A JSON write (PATCH, DELETE, ...) with the crumb; no body when `body` is undefined. */
  send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { [CRUMB_HEADER]: this.crumb ?? '' };
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
