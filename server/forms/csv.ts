// The CSV export of a form's submissions, written as shared/csv/cells.ts writes CSV (RFC 4180,
// every text cell guarded against running as a formula).
import type { FormField, FormSubmission } from '../../shared/api/forms';
import { csvLine } from '../../shared/csv/cells';
import { submissionValueText } from '../../shared/forms/submission-text';
import { ownValue } from '../../shared/json/keys';

/** The fields that hold a value (sections hold none). */
export function valueFields(fields: readonly FormField[]): FormField[] {
  return fields.filter((field) => field.type !== 'section');
}

/** The header row: "Submitted", then each field's title (its id when untitled). */
export function csvHeader(fields: readonly FormField[]): string {
  return csvLine([
    'Submitted',
    ...valueFields(fields).map((field) => field.title.trim() || field.id),
  ]);
}

export function csvRow(fields: readonly FormField[], submission: FormSubmission): string {
  const cells = valueFields(fields).map((field) =>
    submissionValueText(ownValue(submission.values, field.id)),
  );
  return csvLine([submission.createdAt, ...cells]);
}

/** The whole file, with a byte-order mark so spreadsheets read it as UTF-8. */
export function submissionsCsv(
  fields: readonly FormField[],
  submissions: readonly FormSubmission[],
): string {
  return `\uFEFF${csvHeader(fields)}${submissions.map((s) => csvRow(fields, s)).join('')}`;
}
