// One entry point for reading a site document from anywhere (API body, database, local draft).
import type { z } from 'zod';
import { MigrationError, migrate } from './migrate';
import { type Site, siteSchema } from './schema';
import { storeAmountIssues } from './store-settings';
import { unsafeStyleIssues } from './style-values';

export interface DocumentIssue {
  /** JSON path such as `pages[0].sections[1].blocks[2].type`; empty for the whole document. */
  readonly path: string;
  readonly message: string;
}

export type ParseResult =
  | { readonly ok: true; readonly site: Site }
  | { readonly ok: false; readonly issues: readonly DocumentIssue[] };

export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`))
    .join('');
}

/** A zod error as the issues people read. */
export function issuesOf(error: z.ZodError): DocumentIssue[] {
  return error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
}

export type MigrateResult =
  | { readonly ok: true; readonly document: Record<string, unknown> }
  | { readonly ok: false; readonly issues: readonly DocumentIssue[] };

/** Brings a document up to the current schema version, or says why it cannot. */
export function migrateDocument(input: unknown): MigrateResult {
  try {
    return { ok: true, document: migrate(input) };
  } catch (error) {
    if (error instanceof MigrationError)
      return { ok: false, issues: [{ path: '', message: error.message }] };
    throw error;
  }
}

/** Migrates then validates. Never returns a half-valid document. */
export function parseSite(input: unknown): ParseResult {
  const migrated = migrateDocument(input);
  if (!migrated.ok) return migrated;
  const result = siteSchema.safeParse(migrated.document);
  return result.success
    ? { ok: true, site: result.data }
    : { ok: false, issues: issuesOf(result.error) };
}

/**
 * parseSite, and also refuses what may not be saved any more though an older stored document may
 * hold it: CSS that loads or runs something (style-values.ts), store amounts over the largest
 * price (store-settings.ts). The server's save calls this.
 */
export function parseSiteForSave(input: unknown): ParseResult {
  const parsed = parseSite(input);
  if (!parsed.ok) return parsed;
  const issues = [
    ...unsafeStyleIssues(parsed.site, formatPath),
    ...storeAmountIssues(parsed.site.settings.store),
  ];
  return issues.length === 0 ? parsed : { ok: false, issues };
}

/** "pages[0].title: must not be empty" — one line per issue, for messages shown to people. */
export function describeIssues(issues: readonly DocumentIssue[]): string {
  return issues
    .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
    .join('\n');
}
