// The files API as the editor calls it: list, rename, move the focal point and delete with
// fetch; uploads with XMLHttpRequest, whose upload progress events give each file a real
// progress value. Writes carry the CSRF crumb from the `crumb` cookie. Answers come back as
// results, never thrown: a refusal holds the server's sentence, anything else ours.
import { checkFileName } from '../../shared/api/file-changes';
import { FILES_API_PATH, FileMessage, type FileRecord, UPLOAD_FIELD } from '../../shared/api/files';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../shared/api/sites';
import type { FocalPoint } from '../../shared/content/image-size';
import { parseCookies } from '../../shared/cookies/parse';
import { serverMessageOr } from '../../shared/server-message';
import { SaveMessage } from '../saving/messages';
import { isFileRecord, isFileRecordList } from './records';
import { type UploadAnswer, xhrUpload } from './xhr-upload';

export type FilesResult<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      /** The HTTP status; 0 when the server was not reached or the upload was cancelled. */
      readonly status: number;
      readonly message: string;
    };

export interface UploadOptions {
  /** Called with the fraction sent so far, from 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

export interface FilesClient {
  list(search?: string): Promise<FilesResult<readonly FileRecord[]>>;
  upload(file: File, options?: UploadOptions): Promise<FilesResult<FileRecord>>;
  rename(id: string, name: string): Promise<FilesResult<FileRecord>>;
  setFocalPoint(id: string, focalPoint: FocalPoint): Promise<FilesResult<FileRecord>>;
  remove(id: string): Promise<FilesResult<null>>;
}

export interface FilesClientOptions {
  readonly fetch?: typeof fetch;
  /** The page's cookie string (document.cookie in the browser). */
  readonly cookies?: () => string;
  readonly baseUrl?: string;
  readonly createXhr?: () => XMLHttpRequest;
}

const failure = (status: number, message: string) => ({ ok: false, status, message }) as const;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function errorOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null
    ? (body as { error?: unknown }).error
    : undefined;
}

/** A record answer: the record when it is one, else the server's refusal or `fallback`. */
function recordResult(status: number, body: unknown, fallback: string): FilesResult<FileRecord> {
  if (status >= 200 && status < 300 && isFileRecord(body)) return { ok: true, value: body };
  return failure(status, serverMessageOr(errorOf(body), fallback));
}

export function createFilesClient(options: FilesClientOptions = {}): FilesClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = options.cookies ?? (() => globalThis.document?.cookie ?? '');
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());
  const base = `${options.baseUrl ?? ''}${FILES_API_PATH}`;
  const fileUrl = (id: string) => `${base}/${encodeURIComponent(id)}`;
  const crumb = () => parseCookies(cookies()).get(CRUMB_COOKIE) ?? '';

  async function send(url: string, init: RequestInit = {}): Promise<Response | null> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.method && init.method !== 'GET') headers[CRUMB_HEADER] = crumb();
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await doFetch(url, { credentials: 'same-origin', ...init, headers });
    } catch {
      return null;
    }
  }

  async function change(id: string, body: object, fallback: string) {
    const response = await send(fileUrl(id), { method: 'PATCH', body: JSON.stringify(body) });
    if (!response) return failure(0, fallback);
    return recordResult(response.status, await readJson(response), fallback);
  }

  return {
    async list(search = '') {
      const query = search.trim() === '' ? '' : `?search=${encodeURIComponent(search.trim())}`;
      const response = await send(`${base}${query}`);
      if (!response) return failure(0, SaveMessage.loadFailed);
      const body = await readJson(response);
      const files = (body as { files?: unknown } | null)?.files;
      if (response.ok && isFileRecordList(files)) return { ok: true, value: files };
      return failure(response.status, serverMessageOr(errorOf(body), SaveMessage.loadFailed));
    },

    async upload(file, { onProgress, signal } = {}) {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, file.name);
      const answer: UploadAnswer = await xhrUpload(createXhr(), {
        url: base,
        headers: { Accept: 'application/json', [CRUMB_HEADER]: crumb() },
        body: form,
        onProgress,
        signal,
      });
      if (answer.kind !== 'answered') return failure(0, FileMessage.uploadFailed);
      let body: unknown = null;
      try {
        body = JSON.parse(answer.text);
      } catch {
        // Not JSON (a proxy's error page): the spec's sentence stands in.
      }
      return recordResult(answer.status, body, FileMessage.uploadFailed);
    },

    rename(id, name) {
      const checked = checkFileName(name);
      if (!checked.ok) return Promise.resolve(failure(400, checked.error));
      return change(id, { name: checked.value }, FileMessage.renameFailed);
    },

    setFocalPoint(id, focalPoint) {
      return change(id, { focalPoint }, FileMessage.focalPointFailed);
    },

    async remove(id) {
      const response = await send(fileUrl(id), { method: 'DELETE' });
      if (!response) return failure(0, FileMessage.deleteFailed);
      if (response.ok) return { ok: true, value: null };
      return failure(
        response.status,
        serverMessageOr(errorOf(await readJson(response)), FileMessage.deleteFailed),
      );
    },
  };
}
