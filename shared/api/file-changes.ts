// Checks of a file's new name and focal point, shared by the server (PATCH /api/files/{id}) and
// the file manager's rename field, so both refuse the same input with the same sentence.
import type { FocalPoint } from '../content/image-size';
import { type FileChangeRequest, FileMessage, MAX_FILE_NAME_LENGTH } from './files';

export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

// Control characters never belong in a name (they would break headers and layouts).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A typed name as it is stored: control characters dropped, spaces at the ends trimmed. */
export function cleanFileName(name: string): string {
  return name.replace(CONTROL_CHARACTERS, '').trim();
}

/** A new name: refused when blank or longer than MAX_FILE_NAME_LENGTH. */
export function checkFileName(name: unknown): Checked<string> {
  const cleaned = typeof name === 'string' ? cleanFileName(name) : '';
  if (cleaned === '') return { ok: false, error: FileMessage.blankName };
  if (cleaned.length > MAX_FILE_NAME_LENGTH) return { ok: false, error: FileMessage.nameTooLong };
  return { ok: true, value: cleaned };
}

const isUnit = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/** A focal point: x and y each from 0 (left, top) to 1 (right, bottom). */
export function checkFocalPoint(value: unknown): Checked<FocalPoint> {
  if (typeof value !== 'object' || value === null) {
    return { ok: false, error: FileMessage.badFocalPoint };
  }
  const { x, y } = value as Record<string, unknown>;
  return isUnit(x) && isUnit(y)
    ? { ok: true, value: { x, y } }
    : { ok: false, error: FileMessage.badFocalPoint };
}

/** The body of PATCH /api/files/{id}: a name, a focal point, or both; nothing else. */
export function checkFileChange(body: unknown): Checked<FileChangeRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: FileMessage.nothingToChange };
  }
  const record = body as Record<string, unknown>;
  if (!('name' in record) && !('focalPoint' in record)) {
    return { ok: false, error: FileMessage.nothingToChange };
  }
  let change: FileChangeRequest = {};
  if ('name' in record) {
    const name = checkFileName(record.name);
    if (!name.ok) return name;
    change = { name: name.value };
  }
  if ('focalPoint' in record) {
    const focalPoint = checkFocalPoint(record.focalPoint);
    if (!focalPoint.ok) return focalPoint;
    change = { ...change, focalPoint: focalPoint.value };
  }
  return { ok: true, value: change };
}
