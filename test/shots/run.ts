// `npm run shots -- [codes…]`: pictures of blocks as a visitor sees them, for looking at what was
// built. Starts the built app on a throwaway database, stores one page per block type (its
// settings left empty, so it shows its defaults: what an owner sees right after inserting it),
// opens the preview on its own at 1024 and 428 px and writes `.shots/{code}-{width}.png`.
// With no codes: every type of the spec's table. `--editor` also photographs the editor with the
// first block selected; `--demo` photographs the seeded demo site's pages as they are instead.
// Not part of the test suite: tests assert, pictures are for eyes.
import { mkdirSync } from 'node:fs';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../shared/api/sites';
import { BLOCK_TYPES } from '../../shared/codes/block-types';
import { DEFAULT_SECTION_STYLE, type Site } from '../../shared/document/schema';
import { startServer } from '../bench/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { signInOwner } from '../fixtures/owner';

const OUT = '.shots';
const WIDTHS = [1024, 428] as const;

const args = process.argv.slice(2);
const withEditor = args.includes('--editor');
const demo = args.includes('--demo');
const codes = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
const types = codes.length ? codes : BLOCK_TYPES.map((info) => info.code);

function pagesFor(site: Site): Site {
  return {
    ...site,
    pages: types.map((code) => ({
      id: `shot-${code}`,
      title: `Block ${code}`,
      slug: `block-${code}`,
      pageType: 2,
      sections: [
        {
          id: `shot-section-${code}`,
          style: { ...DEFAULT_SECTION_STYLE },
          blocks: [{ id: `shot-block-${code}`, type: code, settings: {} }],
        },
      ],
    })),
  };
}

/** Saves the pages of the blocks to photograph into the draft, which the signed-in owner sees. */
async function storePages(context: BrowserContext): Promise<void> {
  const { site, revision } = (await (await context.request.get('/api/sites/demo')).json()) as {
    site: Site;
    revision: number;
  };
  const crumb = (await context.cookies()).find((cookie) => cookie.name === CRUMB_COOKIE)?.value;
  const saved = await context.request.put('/api/sites/demo', {
    headers: { [CRUMB_HEADER]: crumb ?? '' },
    data: { baseRevision: revision, site: pagesFor(site) },
  });
  if (!saved.ok())
    throw new Error(`Saving the pages failed: ${saved.status()} ${await saved.text()}`);
}

/** Scrolls through the page so lazy images load, and waits until every image has settled. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.waitForTimeout(100);
}

async function demoSlugs(context: BrowserContext): Promise<string[]> {
  const { site } = (await (await context.request.get('/api/sites/demo')).json()) as { site: Site };
  return site.pages.map((page) => page.slug);
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  // Signed in as the admin, who sees the draft in the preview on its own.
  const context = await browser.newContext({ baseURL: server.baseUrl });
  await signInOwner(context.request);
  const slugs = demo ? await demoSlugs(context) : types.map((code) => `block-${code}`);
  if (!demo) await storePages(context);
  mkdirSync(OUT, { recursive: true });
  for (const width of WIDTHS) {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 300 });
    page.on('console', (message) => {
      if (message.type() === 'error')
        console.log(`  console error (${width}px): ${message.text()}`);
    });
    page.on('pageerror', (error) => console.log(`  page error (${width}px): ${error.message}`));
    for (const slug of slugs) {
      await page.goto(`${server.baseUrl}/preview/${slug}`);
      await page.locator('[data-block-id]').first().waitFor();
      await loadLazyImages(page);
      const name = slug.replace(/^block-/, '');
      await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
    }
    await page.close();
  }
  if (withEditor) {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.goto(server.baseUrl);
    await page.frameLocator('iframe').locator('[data-block-id]').first().click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/editor-1600.png` });
    await page.close();
  }
  console.log(`Wrote ${slugs.length * WIDTHS.length} pictures to ${OUT}/`);
} finally {
  await browser.close();
  await server.stop();
}
