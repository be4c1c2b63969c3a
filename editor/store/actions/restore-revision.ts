// Puts a kept revision's document (from History) in place of the one being edited, as one undo
// step: history is never rewritten, autosave stores the result as a new revision, and Undo brings
// back what was there. Only the parts that differ are replaced (the title, settings, design,
// navigations, header, footer, or a page), so the frame gets patches as small as the change.
//
// Decisions: the page on screen stays when the revision has it, else the start page; the
// selection stays when its block is on that page. A stand-in for a stored block the editor could
// not read is left out unless the document being edited holds it too: the server puts stored
// blocks back only for stand-ins of the document it holds now (shared/document/stored.ts), so
// any other could never be saved. A revision equal to the document changes nothing.
import { deepEqual } from '../../../shared/design/dirty';
import type { Page, Site } from '../../../shared/document/schema';
import { type BlockLocation, FOOTER_LAYOUT_ID, layoutsOf } from '../block-index';
import { startPage } from '../view';
import { type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { base } from './find';

export const RestoreMessage = {
  otherSite: 'That version belongs to another site.',
} as const;

function standInIds(site: Site): Set<string> {
  const ids = new Set<string>();
  for (const page of site.pages) {
    for (const section of page.sections) {
      for (const block of section.blocks) if (block.unreadable) ids.add(block.id);
    }
  }
  return ids;
}

/** The revision's pages without the stand-ins `current` does not hold. */
function restorablePages(current: Site, revision: Site): Page[] {
  const kept = standInIds(current);
  return revision.pages.map((page) => ({
    ...page,
    sections: page.sections.map((section) => ({
      ...section,
      blocks: section.blocks.filter((block) => !block.unreadable || kept.has(block.id)),
    })),
  }));
}

/** How many blocks restoring `revision` over `current` leaves out (see the header). */
export function blocksLeftOut(current: Site, revision: Site): number {
  const kept = standInIds(current);
  return [...standInIds(revision)].filter((id) => !kept.has(id)).length;
}

function locations(site: Pick<Site, 'pages' | 'footer'>): Map<string, BlockLocation> {
  const found = new Map<string, BlockLocation>();
  for (const page of layoutsOf(site)) {
    for (const section of page.sections) {
      for (const block of section.blocks) {
        found.set(block.id, { pageId: page.id, sectionId: section.id });
      }
    }
  }
  return found;
}

export function restoreRevision(draft: SiteDraft, ctx: EditContext, revision: Site): EditOutcome {
  const current = base(draft) as Site;
  if (revision.id !== current.id) return refuse(RestoreMessage.otherSite);
  const pages = restorablePages(current, revision);
  if (!deepEqual(current.title, revision.title)) draft.title = revision.title;
  if (!deepEqual(current.settings, revision.settings)) draft.settings = revision.settings;
  if (!deepEqual(current.design, revision.design)) draft.design = revision.design;
  if (!deepEqual(current.navigation, revision.navigation)) draft.navigation = revision.navigation;
  if (!deepEqual(current.header, revision.header)) draft.header = revision.header;
  if (!deepEqual(current.footer, revision.footer)) draft.footer = revision.footer;
  if (pages.length === current.pages.length) {
    pages.forEach((page, index) => {
      if (!deepEqual(current.pages[index], page)) draft.pages[index] = page;
    });
  } else {
    draft.pages = pages;
  }

  const before = locations(current);
  const after = locations({ pages, footer: revision.footer });
  const pageId = pages.some((page) => page.id === ctx.pageId)
    ? ctx.pageId
    : startPage({ ...revision, pages });
  const selected = ctx.selectedBlockId;
  const layoutId = ctx.layoutId === FOOTER_LAYOUT_ID ? FOOTER_LAYOUT_ID : pageId;
  return {
    ok: true,
    pageId: layoutId,
    selectedBlockId: selected && after.get(selected)?.pageId === layoutId ? selected : null,
    index: { remove: [...before.keys()].filter((id) => !after.has(id)), set: [...after] },
  };
}
