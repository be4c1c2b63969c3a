// Small readers for checking JSON bodies field by field: each throws a FieldError naming the
// field (a dotted path) and the problem, which the caller turns into a 400 `{message, field}`.

export class FieldError extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field} ${problem}`);
  }
}

export type Obj = Record<string, unknown>;
export const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function text(value: unknown, field: string, max: number, fallback?: string): string {
  if (value === undefined || value === null) {
    if (fallback !== undefined) return fallback;
    throw new FieldError(field, 'is required');
  }
  if (typeof value !== 'string') throw new FieldError(field, 'must be text');
  const trimmed = value.trim();
  if (trimmed.length > max) throw new FieldError(field, `must be at most ${max} characters`);
  return trimmed;
}

export function flag(value: unknown, field: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw new FieldError(field, 'must be true or false');
  return value;
}

export function list(value: unknown, field: string, max: number): readonly unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new FieldError(field, 'must be a list');
  if (value.length > max) throw new FieldError(field, `holds at most ${max} entries`);
  return value;
}

export function wholeNumber(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new FieldError(field, `must be a whole number from ${min} to ${max}`);
  }
  return value;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function id(value: unknown, field: string): string {
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) {
    throw new FieldError(field, 'must be 1-64 letters, digits, dashes or underscores');
  }
  return value;
}
