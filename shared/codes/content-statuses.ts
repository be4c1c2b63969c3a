// Content statuses: spec site-and-editor.md §3 "Other enumerations"
// ("Content statuses: Draft, Scheduled, Needs Review, Private").

export const CONTENT_STATUSES = ['Draft', 'Scheduled', 'Needs Review', 'Private'] as const;

export type ContentStatus = (typeof CONTENT_STATUSES)[number];

const statuses: ReadonlySet<string> = new Set(CONTENT_STATUSES);

export function isContentStatus(value: string): value is ContentStatus {
  return statuses.has(value);
}
