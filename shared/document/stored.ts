// Reading a stored document that no longer validates, and writing it back without losing what
// could not be read (docs/history.md "Blocks that can't be shown").
//
// A stored block the document schema refuses (a type this version does not know, settings that
// are not an object, a duplicate id) does not make the whole site unreadable: `readStoredSite`
// answers the document with a stand-in in its place, `{id, type, settings: {}, unreadable:
// {reason}}`, and a map from each stand-in's id to the block as it was stored. The editor shows
// the reason where the block was and can move or delete the stand-in, but not edit it. When the
// document comes back, `restoreStored` puts each stored block back in its stand-in's place, so
// saving never rewrites a block the owner merely opened. A stand-in the server did not hand out
// is refused: no client can store a broken block through the API.
//
// Anything wrong outside blocks (a page without a title, a bad slug) still makes the document
// unreadable: those have no in-place view to show an error in.

import { isObject, type Json } from './migrations/util';
import { type DocumentIssue, formatPath, issuesOf, migrateDocument } from './parse';
import { type Block, blockSchema, idSchema, type Site, siteSchema } from './schema';

/** The stand-in ids and the blocks they stand for, as stored. */
export type KeptBlocks = ReadonlyMap<string, unknown>;

export type StoredRead =
  | { readonly ok: true; readonly site: Site; readonly kept: KeptBlocks }
  | { readonly ok: false; readonly issues: readonly DocumentIssue[] };

export type StoredWrite =
  | { readonly ok: true; readonly document: unknown }
  | { readonly ok: false; readonly issues: readonly DocumentIssue[] };

export const StoredMessage = {
  notABlock: 'is not a block object',
  duplicateId: 'id: is used by another block or section',
  marked: 'was stored marked as unreadable',
  notKept: 'is marked unreadable but is not a block the server kept as it was stored',
} as const;

/** Where stand-in ids come from when the stored block has no usable id of its own. */
const STAND_IN_PREFIX = 'unreadable-';

const NO_BLOCKS: KeptBlocks = new Map();

/** True when some block of `site` is a stand-in for a stored block. */
export function hasStandIns(site: Site): boolean {
  return site.pages.some((page) =>
    page.sections.some((section) => section.blocks.some((block) => block.unreadable)),
  );
}

/** Why one stored block cannot be read, or null when it can. */
function problemOf(raw: unknown, usedIds: Set<string>): string | null {
  if (!isObject(raw)) return StoredMessage.notABlock;
  if ('unreadable' in raw) return StoredMessage.marked;
  const parsed = blockSchema.safeParse(raw);
  if (!parsed.success) {
    return parsed.error.issues
      .map((issue) => `${formatPath(issue.path)}: ${issue.message}`.replace(/^: /, ''))
      .join('; ');
  }
  return usedIds.has(parsed.data.id) ? StoredMessage.duplicateId : null;
}

/** Each block of each section of each page, whatever the shapes around it. */
function* rawBlocks(pages: readonly unknown[]): Generator<unknown> {
  for (const page of pages) {
    if (!isObject(page) || !Array.isArray(page.sections)) continue;
    for (const section of page.sections) {
      if (isObject(section) && Array.isArray(section.blocks)) yield* section.blocks;
    }
  }
}

/** The section ids (no block may take one), and every id the document holds anywhere. */
function idsIn(pages: readonly unknown[]): { sections: Set<string>; all: Set<string> } {
  const sections = new Set<string>();
  for (const page of pages) {
    if (!isObject(page) || !Array.isArray(page.sections)) continue;
    for (const section of page.sections) {
      if (isObject(section) && typeof section.id === 'string') sections.add(section.id);
    }
  }
  const all = new Set(sections);
  for (const block of rawBlocks(pages)) {
    if (isObject(block) && typeof block.id === 'string') all.add(block.id);
  }
  return { sections, all };
}

/** The document with a stand-in for each block that cannot be read, and the blocks kept. */
function withStandIns(doc: Json): { doc: Json; kept: Map<string, unknown> } {
  const pages = Array.isArray(doc.pages) ? doc.pages : [];
  const ids = idsIn(pages);
  // The ids taken so far, in document order: a later block with one of them is a duplicate.
  const used = ids.sections;
  const kept = new Map<string, unknown>();
  let next = 1;
  const freshId = (raw: unknown): string => {
    const own = isObject(raw) ? idSchema.safeParse(raw.id) : null;
    if (own?.success && !used.has(own.data)) return own.data;
    // A generated id is never one the document holds anywhere.
    while (ids.all.has(`${STAND_IN_PREFIX}${next}`)) next += 1;
    const id = `${STAND_IN_PREFIX}${next}`;
    ids.all.add(id);
    return id;
  };
  const readBlock = (raw: unknown): unknown => {
    const reason = problemOf(raw, used);
    if (reason === null) {
      used.add((raw as Block).id);
      return raw;
    }
    const id = freshId(raw);
    used.add(id);
    kept.set(id, raw);
    const type = isObject(raw) && Number.isInteger(raw.type) ? raw.type : 0;
    return { id, type, settings: {}, unreadable: { reason } };
  };
  const readPages = pages.map((page) => {
    if (!isObject(page) || !Array.isArray(page.sections)) return page;
    const sections = page.sections.map((section) =>
      isObject(section) && Array.isArray(section.blocks)
        ? { ...section, blocks: section.blocks.map(readBlock) }
        : section,
    );
    return { ...page, sections };
  });
  return { doc: { ...doc, pages: readPages }, kept };
}

/** A stored document as the editor can open it: every block readable or stood in for. */
export function readStoredSite(input: unknown): StoredRead {
  const migrated = migrateDocument(input);
  if (!migrated.ok) return migrated;
  const strict = siteSchema.safeParse(migrated.document);
  if (strict.success && !hasStandIns(strict.data)) {
    return { ok: true, site: strict.data, kept: NO_BLOCKS };
  }
  // What is still wrong once the stand-ins are in is outside the blocks, and is what keeps the
  // document from opening.
  const { doc, kept } = withStandIns(migrated.document);
  const result = siteSchema.safeParse(doc);
  return result.success
    ? { ok: true, site: result.data, kept }
    : { ok: false, issues: issuesOf(result.error) };
}

/**
 * The document to store for `site`: each stand-in replaced by the block it stands for, as kept
 * by `readStoredSite` from the document stored now. A stand-in that names no kept block, or one
 * already used, is refused.
 */
export function restoreStored(site: Site, kept: KeptBlocks): StoredWrite {
  if (!hasStandIns(site)) return { ok: true, document: site };
  const issues: DocumentIssue[] = [];
  const used = new Set<string>();
  const pages = site.pages.map((page, pageIndex) => ({
    ...page,
    sections: page.sections.map((section, sectionIndex) => ({
      ...section,
      blocks: section.blocks.map((block, blockIndex): unknown => {
        if (!block.unreadable) return block;
        if (!kept.has(block.id) || used.has(block.id)) {
          const path = formatPath([
            'pages',
            pageIndex,
            'sections',
            sectionIndex,
            'blocks',
            blockIndex,
          ]);
          issues.push({ path, message: StoredMessage.notKept });
          return block;
        }
        used.add(block.id);
        return kept.get(block.id);
      }),
    })),
  }));
  return issues.length > 0 ? { ok: false, issues } : { ok: true, document: { ...site, pages } };
}
