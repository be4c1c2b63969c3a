// The CSV export of a form's submissions (RFC 4180: comma-separated, CRLF line ends, fields in
// double quotes when they hold a quote, a separator or a line break).
//
// No cell may run as a formula (OWASP "CSV injection"): an apostrophe goes before a risky first
// character (= + - @, tab, carriage return, and their full-width forms ＝ ＋ － ＠, which some
// spreadsheets read as the same), where that character starts the cell or follows, after any
// spaces, a separator a spreadsheet might split the cell on (comma, semicolon, tab, line break):
// a program that ignores our quotes and splits "a;=cmd()" must still find text.
import type { FormField, FormSubmission } from '../../shared/api/forms';
import { submissionValueText } from '../../shared/forms/submission-text';
import { ownValue } from '../../shared/json/keys';

const RISKY_START = new Set([
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
]);
const SEPARATORS = new Set([',', ';', '\t', '\r', '\n']);

/** The cell as a spreadsheet may safely read it (see the header). */
export function neutralizeCell(text: string): string {
  let out = '';
  let atStart = true;
  for (const char of text) {
    if (atStart && RISKY_START.has(char)) out += "'";
    out += char;
    if (SEPARATORS.has(char)) atStart = true;
    else if (char !== ' ') atStart = false;
  }
  return out;
}

export function csvField(text: string): string {
  const safe = neutralizeCell(text);
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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
