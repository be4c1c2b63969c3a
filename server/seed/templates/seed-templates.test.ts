// A fresh data folder started from each designed template (as `--template` does) is a live site:
// every page answers with its navigation, header and footer, its pictures are stored files that
// are served, the shop's products can be added to a cart, the restaurant's events are listed,
// the tone styles the design, and the demo's own content never appears (not at a later start
// either).
import { afterAll, describe, expect, it } from 'vitest';
import type { AddToCartResponse, ProductItem } from '../../../shared/api/commerce';
import { CommercePath } from '../../../shared/api/commerce';
import type { FileListResponse } from '../../../shared/api/files';
import type { FormSummary } from '../../../shared/api/forms';
import type { SiteResponse } from '../../../shared/api/sites';
import type { BrandTone, SiteTemplateId } from '../../../shared/design/brand-tones';
import { paletteColors, toneLook } from '../../../shared/design/brand-tones';
import { cssColor } from '../../../shared/design/color';
import type { Site } from '../../../shared/document/schema';
import { type RunningServer, startServer } from '../../server';
import { serverOptions, TestClient, tempDir } from '../../test-helpers';
import { SITE_TEMPLATES } from './index';

const folders: { remove(): void }[] = [];
afterAll(() => {
  for (const folder of folders) folder.remove();
});

async function started(template: SiteTemplateId, tone: BrandTone) {
  const folder = tempDir(`template-${template}`);
  folders.push(folder);
  const dir = folder.path;
  const server = await startServer(serverOptions(dir, { template: { template, tone } }));
  const owner = await new TestClient(server.url).startAsOwner();
  const { site } = (await (await owner.request('/api/sites/demo')).json()) as SiteResponse;
  return { dir, server, owner, site };
}

const visit = (server: RunningServer, path: string) => fetch(new URL(path, server.url));

/** Every page answers 200 with the site's header, every main navigation entry and the footer. */
async function expectLivePages(server: RunningServer, site: Site, footerText: string) {
  for (const page of site.pages) {
    const path = page.slug === site.pages[0]!.slug ? '/' : `/${page.slug}`;
    const response = await visit(server, path);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${page.title === 'Home' ? '' : page.title}`);
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<footer[^>]*>/);
    expect(html).toContain(site.title.replace('&', '&amp;'));
    for (const other of site.pages.slice(1)) expect(html).toContain(`href="/${other.slug}"`);
    expect(html).toContain(footerText);
  }
}

/** The stored files the document's images point at, each served as an image. */
async function expectImagesServed(server: RunningServer, owner: TestClient, site: Site) {
  const { files } = (await (await owner.request('/api/files')).json()) as FileListResponse;
  const template =
    SITE_TEMPLATES[site.pages.some((p) => p.slug === 'menu') ? 'restaurant' : 'shop'];
  expect(files.length).toBeGreaterThanOrEqual(Math.min(template.images.length, 7));
  const text = JSON.stringify(site);
  const used = files.filter((file) => text.includes(file.url));
  expect(used.length).toBeGreaterThan(0);
  for (const file of used) {
    const response = await visit(server, file.url);
    expect(response.status, file.url).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  }
}

describe('a site from the shop template, in the bold tone', () => {
  let shop: Awaited<ReturnType<typeof started>>;

  it('is live: every page with its navigation, header and footer, and its images', async () => {
    shop = await started('shop', 'bold');
    expect(shop.site.title).toBe('Wick & Clay');
    await expectLivePages(shop.server, shop.site, 'Hand-poured and hand-thrown in Asheville');
    await expectImagesServed(shop.server, shop.owner, shop.site);
  }, 60_000);

  it('takes the tone’s palette and font theme, in the live page’s colours too', async () => {
    const look = toneLook('shop', 'bold')!;
    expect(shop.site.design.activeFontThemeId).toBe(look.fontTheme);
    expect(shop.site.design.colorPalette).toEqual(paletteColors(look.palette));
    const html = await (await visit(shop.server, '/')).text();
    expect(html).toContain(`--sb-palette-1:${cssColor(paletteColors(look.palette)[0]!)}`);
  });

  it('sells its six products, which a shopper adds to a cart', async () => {
    const { products } = (await (await visit(shop.server, '/api/commerce/products')).json()) as {
      products: ProductItem[];
    };
    expect(products.map((product) => product.name)).toContain('Ember Soy Candle');
    expect(products).toHaveLength(6);
    const mug = products.find((product) => product.name === 'Speckled Stoneware Mug')!;
    const shopper = await new TestClient(shop.server.url).start();
    const added = await shopper.send('POST', CommercePath.cartEntries, {
      itemId: mug.id,
      sku: mug.structuredContent.variants[0]!.sku,
      quantity: 2,
    });
    expect(added.status).toBe(200);
    const body = (await added.json()) as AddToCartResponse;
    expect(body.newlyAdded).toMatchObject({
      itemId: mug.id,
      quantity: 2,
      purchasePriceCents: 3400,
    });
    const page = await (await visit(shop.server, '/shop/speckled-stoneware-mug')).text();
    expect(page).toContain('Speckled Stoneware Mug');
  });

  it('has its own contact form and the newsletter form, and none of the demo’s', async () => {
    const { forms } = (await (await shop.owner.request('/api/forms')).json()) as {
      forms: FormSummary[];
    };
    const ids = forms.map((form) => form.id).sort();
    expect(ids).toEqual(['demo-contact', 'newsletter']);
    await shop.server.close();
  });
});

describe('a site from the portfolio template', () => {
  it('is live with its gallery and enquiry form, and a later plain start adds no demo content', async () => {
    const first = await started('portfolio', 'custom');
    try {
      await expectLivePages(first.server, first.site, 'Portland, Maine');
      const home = await (await visit(first.server, '/')).text();
      expect(home).toContain('Erg Chebbi');
      const contact = await (await visit(first.server, '/contact')).text();
      expect(contact).toContain('data-form-id="demo-enquiry"');
    } finally {
      await first.server.close();
    }
    const again = await startServer(serverOptions(first.dir));
    try {
      const owner = await new TestClient(again.url).startAsOwner();
      const { site } = (await (await owner.request('/api/sites/demo')).json()) as SiteResponse;
      expect(site).toEqual(first.site);
      const products = (await (await owner.request('/api/commerce/products')).json()) as {
        products: unknown[];
      };
      expect(products.products).toEqual([]);
      const { forms } = (await (await owner.request('/api/forms')).json()) as {
        forms: FormSummary[];
      };
      expect(forms.map((form) => form.id).sort()).toEqual(['demo-enquiry', 'newsletter']);
    } finally {
      await again.close();
    }
  }, 90_000);
});

describe('a site from the restaurant template', () => {
  it('is live, lists its upcoming events and shows them on the home page', async () => {
    const { server, owner, site } = await started('restaurant', 'friendly');
    try {
      await expectLivePages(server, site, 'Closed Mondays');
      await expectImagesServed(server, owner, site);
      const events = await (await visit(server, '/events')).text();
      for (const title of ['Live jazz: the Marlow Trio', 'Fresh pasta class']) {
        expect(events).toContain(title);
      }
      const home = await (await visit(server, '/')).text();
      expect(home).toContain('Wine evening: the volcanic wines of Sicily');
      const item = await visit(server, '/events/fresh-pasta-class');
      expect(item.status).toBe(200);
      expect(await item.text()).toContain('Ten places, aprons provided.');
      const menu = await (await visit(server, '/menu')).text();
      expect(menu).toContain('Whole sea bream');
    } finally {
      await server.close();
    }
  }, 60_000);
});
