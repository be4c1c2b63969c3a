// One submitted value as plain text, for the Submissions view and the CSV export: lists joined
// with ", " (empty parts left out), a likert map as "question: answers" per line. Plain text
// only: whoever shows it escapes it (React text, CSV quoting).

import type { SubmissionValue } from './submission-values';

export function submissionValueText(value: SubmissionValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((part) => part !== '').join(', ');
  return Object.entries(value)
    .map(([question, answers]) => `${question}: ${answers.join(', ')}`)
    .join('\n');
}
