// What the language being edited has not translated yet, as the language switch shows it: how
// many texts on the page and on the site, and the next block holding one
// (missingTranslations in shared/document/translate.ts finds them).
import type { Site } from '../../shared/document/schema';
import type { MissingText } from '../../shared/document/translate';

export interface UntranslatedCount {
  readonly page: number;
  readonly site: number;
}

export function untranslatedCount(
  missing: readonly MissingText[],
  pageId: string,
): UntranslatedCount {
  return {
    page: missing.filter((text) => text.pageId === pageId).length,
    site: missing.length,
  };
}

/** "3 not translated on this page, 12 on the site". */
export function untranslatedText(count: UntranslatedCount): string {
  if (count.site === 0) return 'Everything is translated.';
  return `${count.page} not translated on this page, ${count.site} on the site`;
}

/** Every block's id in the site's order: page after page, then the footer. */
function blockOrder(site: Site): Map<string, number> {
  const order = new Map<string, number>();
  for (const section of [...site.pages.flatMap((page) => page.sections), ...site.footer.sections])
    for (const block of section.blocks) order.set(block.id, order.size);
  return order;
}

/**
 * The next block after `selectedId` (in the site's order, round to the start) holding a text
 * not translated yet; null when no block holds one.
 */
export function nextUntranslatedBlock(
  site: Site,
  missing: readonly MissingText[],
  selectedId: string | null,
): string | null {
  const blocks = missing.filter((text) => text.kind === 'block').map((text) => text.id);
  if (blocks.length === 0) return null;
  const order = blockOrder(site);
  const from = selectedId === null ? -1 : (order.get(selectedId) ?? -1);
  return blocks.find((id) => (order.get(id) ?? -1) > from) ?? blocks[0]!;
}
