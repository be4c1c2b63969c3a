// Every block of every designed template (server/seed/templates) has settings its own block's
// schema reads as they are, with no key it does not know. It lives here, not beside the templates,
// because it reads both the server's seed data and the blocks' schemas, and server/ may not
// import blocks/ (docs/architecture.md): test/ may import everything.
import { describe, expect, it } from 'vitest';
import { getBlockSchema } from '../blocks/schemas';
import { buildFromTemplate } from '../server/seed/templates/index';
import { SITE_TEMPLATE_IDS } from '../shared/design/brand-tones';
import type { Block, Site } from '../shared/document/schema';

const blocksOf = (site: Site): Block[] =>
  [...site.pages.flatMap((page) => page.sections), ...site.footer.sections].flatMap(
    (section) => section.blocks,
  );

describe.each(SITE_TEMPLATE_IDS)('the %s template', (id) => {
  it('gives every block settings its block schema reads as they are, with no unknown key', () => {
    const { site } = buildFromTemplate({ siteId: 'site-1', template: id, tone: 'custom' });
    const problems: string[] = [];
    for (const block of blocksOf(site)) {
      const definition = getBlockSchema(block.type);
      if (!definition) {
        problems.push(`${block.id}: no block type ${block.type}`);
        continue;
      }
      const parsed = definition.schema.strict().safeParse(block.settings);
      if (!parsed.success) problems.push(`${block.id}: ${parsed.error.message}`);
    }
    expect(problems).toEqual([]);
  });
});
