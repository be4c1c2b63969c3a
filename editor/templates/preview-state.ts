// What the templates panel shows beside the source: the frame's rendering (the last one without
// errors: while the template has errors the frame keeps it, and says so), the errors with their
// line and column, and where in the source a line and column are (to move the caret there).
import type { TemplateError, TemplateRenderResponse } from '../../shared/api/templates';

export interface TemplatePreview {
  /** The output the frame shows: the last rendering without errors; null before any. */
  readonly shown: string | null;
  readonly errors: readonly TemplateError[];
  /** The frame shows an older rendering because the current source has errors. */
  readonly stale: boolean;
}

export const NO_PREVIEW: TemplatePreview = { shown: null, errors: [], stale: false };

export function nextPreview(
  previous: TemplatePreview,
  answer: TemplateRenderResponse,
): TemplatePreview {
  if (answer.errors.length === 0) return { shown: answer.output, errors: [], stale: false };
  return { shown: previous.shown, errors: answer.errors, stale: previous.shown !== null };
}

/** "3:5 Unknown formatter "x"", with the partial's name when the error is in one. */
export function errorLabel(error: TemplateError): string {
  const where = error.partial ? `partial "${error.partial}" ` : '';
  return `${where}${error.line}:${error.column} ${error.message}`;
}

/** The offset of a line and column (from 1, UTF-16 code units) in `source`, clamped to it. */
export function offsetOf(source: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = source.indexOf('\n', offset);
    if (next === -1) return source.length;
    offset = next + 1;
  }
  const end = source.indexOf('\n', offset);
  const lineEnd = end === -1 ? source.length : end;
  return Math.min(offset + Math.max(0, column - 1), lineEnd);
}
