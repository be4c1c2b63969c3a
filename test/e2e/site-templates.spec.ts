// A site made from each designed template, as a visitor sees it (docs/site-templates.md): a server
// of the spec's own per template (`--template ID --tone TONE` on an empty data folder, ports 4524
// to 4526 or E2E_TEMPLATE_PORT and the two after it), its home page and one inner page at 1024 and
// 428 px: every image loaded, nothing wider than the window, no serious or critical axe
// violation, and a picture of each in .shots/templates/ to look at; the shop sells from its page.
import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { type OwnServer, startOwnServer } from '../fixtures/own-server';
import { SIGNED_OUT } from '../fixtures/owner';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const OUT = '.shots/templates';
const WIDTHS = [1024, 428] as const;
const FIRST_PORT = Number(process.env.E2E_TEMPLATE_PORT ?? 4524);

const TEMPLATES = [
  { id: 'shop', tone: 'friendly', inner: '/shop', heading: 'Small-batch candles' },
  { id: 'portfolio', tone: 'sophisticated', inner: '/projects', heading: 'Quiet places' },
  { id: 'restaurant', tone: 'custom', inner: '/events', heading: 'Wood-fired food' },
] as const;

async function visitor(browser: Browser, server: OwnServer, width: number): Promise<Page> {
  const context = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width, height: 900 },
    baseURL: server.numericOrigin,
  });
  return context.newPage();
}

/** Scrolls through so lazy images load, then waits for the fonts and every image. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.images].filter((image) => !image.complete || image.naturalWidth === 0)
            .length,
      ),
    )
    .toBe(0);
}

for (const [index, template] of TEMPLATES.entries()) {
  test.describe(`the ${template.id} template`, () => {
    let server: OwnServer;

    test.beforeAll(async () => {
      server = await startOwnServer({
        port: FIRST_PORT + index,
        args: ['--template', template.id, '--tone', template.tone],
      });
    });

    test.afterAll(async () => {
      await server?.stop();
    });

    for (const width of WIDTHS) {
      test(`home and ${template.inner} at ${width} px: images, no overflow, accessible`, async ({
        browser,
      }) => {
        mkdirSync(OUT, { recursive: true });
        const page = await visitor(browser, server, width);
        for (const path of ['/', template.inner]) {
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          if (path === '/') {
            await expect(page.getByRole('heading', { level: 1 })).toContainText(template.heading);
          }
          await settle(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${path} is wider than ${width} px`).toBeLessThanOrEqual(0);
          await expectAccessible(page, `${template.id} ${path} at ${width} px`);
          const name = path === '/' ? 'home' : path.slice(1);
          await page.screenshot({
            path: `${OUT}/${template.id}-${name}-${width}.png`,
            fullPage: true,
          });
        }
        await page.context().close();
      });
    }

    if (template.id === 'shop') {
      test('a shopper adds a product to the cart from the Shop page', async ({ browser }) => {
        const page = await visitor(browser, server, 1024);
        await page.goto('/shop');
        await page
          .getByRole('article', { name: 'Beeswax Taper Pair' })
          .getByRole('button', { name: /Add To Cart/ })
          .click();
        await expect(page.getByRole('link', { name: 'One item in cart' }).first()).toBeVisible();
        await page.context().close();
      });
    }
  });
}
