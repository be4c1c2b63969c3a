// A light check that an answer of the files API has the shape of a FileRecord, so the dialog
// never renders a half-formed answer (a proxy's page, an older server).
import type { FileRecord } from '../../shared/api/files';

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function isFileRecord(value: unknown): value is FileRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const focalPoint = record.focalPoint as Record<string, unknown> | null | undefined;
  return (
    isString(record.id) &&
    isString(record.name) &&
    isString(record.type) &&
    isNumber(record.size) &&
    isString(record.originalSize) &&
    isString(record.url) &&
    isString(record.createdAt) &&
    typeof focalPoint === 'object' &&
    focalPoint !== null &&
    isNumber(focalPoint.x) &&
    isNumber(focalPoint.y) &&
    Array.isArray(record.variants) &&
    record.variants.every(isString)
  );
}

export function isFileRecordList(value: unknown): value is readonly FileRecord[] {
  return Array.isArray(value) && value.every(isFileRecord);
}
