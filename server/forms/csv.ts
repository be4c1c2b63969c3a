// The CSV export of a form's submissions (RFC 4180: comma-separated, CRLF line ends, fields in
// double quotes when they hold a quote, comma or line break). A cell that starts with = + - @,
// a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows it as text and
// never runs it as a formula (OWASP "CSV injection").
import type { FormField, FormSubmission } from '../../shared/api/forms';
import { submissionValueText } from '../../shared/forms/submission-text';
import { ownValue } from '../../shared/json/keys';

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as a spreadsheet may safely read it. */
export function neutralizeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvField(text: string): string {
  const safe = neutralizeCell(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const row = (cells: readonly string[]) => `${cells.map(csvField).join(',')}\r\n`;

/** The fields that hold a value (sections hold none). */
export function valueFields(fields: readonly FormField[]): FormField[] {
  return fields.filter((field) => field.type !== 'section');
}

/** The header row: "Submitted", then each field's title (its id when untitled). */
export function csvHeader(fields: readonly FormField[]): string {
  return row(['Submitted', ...valueFields(fields).map((field) => field.title.trim() || field.id)]);
}

export function csvRow(fields: readonly FormField[], submission: FormSubmission): string {
  const cells = valueFields(fields).map((field) =>
    submissionValueText(ownValue(submission.values, field.id)),
  );
  return row([submission.createdAt, ...cells]);
}

/** The whole file, with a byte-order mark so spreadsheets read it as UTF-8. */
export function submissionsCsv(
  fields: readonly FormField[],
  submissions: readonly FormSubmission[],
): string {
  return `\uFEFF${csvHeader(fields)}${submissions.map((s) => csvRow(fields, s)).join('')}`;
}
