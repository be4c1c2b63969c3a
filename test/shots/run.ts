// `npm run shots -- [codes…]`: pictures of blocks as a visitor sees them, for looking at what was
// built. Starts the built app on a throwaway database, stores one page per block type (its
// settings left empty, so it shows its defaults: what an owner sees right after inserting it),
// opens the preview on its own at 1024 and 428 px and writes `.shots/{code}-{width}.png`.
// With no codes: every type of the spec's table. `--editor` also photographs the editor with the
// first block selected; `--demo` photographs the seeded demo site's pages as they are instead.
// Not part of the test suite: tests assert, pictures are for eyes.
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../shared/api/sites';
import { BLOCK_TYPES } from '../../shared/codes/block-types';
import { DEFAULT_SECTION_STYLE, type Site } from '../../shared/document/schema';
import { startServer } from '../bench/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

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

async function storePages(baseUrl: string): Promise<void> {
  const first = await fetch(`${baseUrl}/api/sites/demo`);
  const crumb = /crumb=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const { site, revision } = (await first.json()) as { site: Site; revision: number };
  const saved = await fetch(`${baseUrl}/api/sites/demo`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      cookie: `${CRUMB_COOKIE}=${crumb}`,
      [CRUMB_HEADER]: crumb,
    },
    body: JSON.stringify({ baseRevision: revision, site: pagesFor(site) }),
  });
  if (!saved.ok) throw new Error(`Saving the pages failed: ${saved.status} ${await saved.text()}`);
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

async function demoSlugs(baseUrl: string): Promise<string[]> {
  const { site } = (await (await fetch(`${baseUrl}/api/sites/demo`)).json()) as { site: Site };
  return site.pages.map((page) => page.slug);
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const slugs = demo ? await demoSlugs(server.baseUrl) : types.map((code) => `block-${code}`);
  if (!demo) await storePages(server.baseUrl);
  mkdirSync(OUT, { recursive: true });
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 300 } });
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
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
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
