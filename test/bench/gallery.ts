// The gallery benchmark (`npm run bench`): uploads photos through the files API (upload to
// variants ready, per image), fills a gallery of 60 images, switches its design in the editor
// (click to the frame showing the new design and painting it), and counts the image bytes the
// frame downloads at 428 px against 1024 px with an empty cache.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { FileRecord } from '../../shared/api/files';
import { CRUMB_HEADER } from '../../shared/api/sites';
import type { Block } from '../../shared/document/schema';
import { clientOfContext, readCrumb, resetFirstPage } from '../fixtures/api';
import { FRAME_SELECTOR, previewFrame } from '../fixtures/editor';
import { signInOwner } from '../fixtures/owner';
import { type Summary, summarize } from './stats';

const PHOTOS = 12;
const GALLERY_SIZE = 60;
const SWITCHES = 24;
const DESIGNS = ['Slideshow', 'Slider', 'Stacked', 'Grid'] as const;

export interface GalleryFigures {
  readonly upload: Summary;
  readonly designSwitch: Summary;
  readonly phoneBytes: number;
  readonly desktopBytes: number;
}

/**
 * A 2400x1600 photo-like JPEG: noise at four scales, each blown up smoothly and laid over the
 * others, so it has detail at every size and compresses like a photograph.
 */
async function photo(seed: number): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const layers = await Promise.all(
    [24, 96, 480, 2400].map((w, i) =>
      sharp({
        create: {
          width: w,
          height: Math.round((w * height) / width),
          channels: 3,
          background: { r: 40 * ((seed + i) % 6), g: 120, b: 200 - 25 * (seed % 7) },
          noise: { type: 'gaussian', mean: 110 + seed * 5, sigma: 60 },
        },
      })
        .resize(width, height, { kernel: 'cubic' })
        .png()
        .toBuffer(),
    ),
  );
  const [base, ...details] = layers;
  return sharp(base)
    .composite(details.map((input) => ({ input, blend: 'soft-light' as const })))
    .jpeg({ quality: 82 })
    .toBuffer();
}

async function uploadPhotos(
  context: BrowserContext,
): Promise<{ files: FileRecord[]; ms: number[] }> {
  const crumb = await readCrumb(clientOfContext(context));
  const files: FileRecord[] = [];
  const ms: number[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const bytes = await photo(i);
    const started = performance.now();
    const response = await context.request.post('/api/files', {
      headers: { [CRUMB_HEADER]: crumb },
      multipart: { file: { name: `photo-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: bytes } },
    });
    ms.push(performance.now() - started);
    if (response.status() !== 201) throw new Error(`Upload answered ${response.status()}.`);
    files.push((await response.json()) as FileRecord);
  }
  return { files, ms };
}

/** A grid gallery of 60 images, two per row (so desktop and phone want different widths). */
function galleryBlock(files: readonly FileRecord[]): Block {
  const items = Array.from({ length: GALLERY_SIZE }, (_, i) => {
    const file = files[i % files.length]!;
    return {
      id: `bench-item-${i}`,
      mediaType: 'imageFile',
      image: {
        url: file.url,
        fileId: file.id,
        name: file.name,
        originalSize: file.originalSize,
        variants: [...file.variants],
        focalPoint: file.focalPoint,
      },
      title: `Photo ${i + 1}`,
      description: '',
      altText: `Photo ${i + 1}`,
      link: '',
    };
  });
  return {
    id: 'bench-gallery',
    type: 8,
    settings: { design: 'grid', 'thumbnails-per-row': 2, items },
  };
}

/** Clicks each design in turn; ms from the click to the frame painting the new design. */
async function measureSwitches(page: Page): Promise<number[]> {
  const frame = await previewFrame(page);
  await frame.locator('[data-block-type="8"]').click({ position: { x: 5, y: 5 } });
  const designs = page.getByRole('group', { name: 'Design' });
  await designs.waitFor();
  const samples: number[] = [];
  for (let i = 0; i < SWITCHES; i++) {
    const label = DESIGNS[i % DESIGNS.length]!;
    const design = label.toLowerCase();
    // No named inner functions: tsx would wrap them in a helper the page does not have.
    const shown = frame.evaluate(
      (wanted) =>
        new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.querySelector(`.sb-gallery--${wanted}`)) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        }),
      design,
    );
    const clicked = page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          window.addEventListener(
            'click',
            () => resolve(performance.timeOrigin + performance.now()),
            {
              capture: true,
              once: true,
            },
          ),
        ),
    );
    await designs.getByText(label, { exact: true }).click();
    samples.push((await shown) - (await clicked));
  }
  return samples;
}

/** A fresh browser context on the app. */
async function newContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1600, height: 1000 },
  });
  await signInOwner(context.request);
  return context;
}

/**
 * Image bytes the frame downloads for the whole gallery at a device width: the device is chosen
 * first, then the frame is reloaded with the cache off, so it picks its variants at that width.
 */
async function imageBytes(
  browser: Browser,
  baseUrl: string,
  device: 'Desktop' | 'Phone',
): Promise<number> {
  const context = await newContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    await page.goto('/config/');
    await page.getByRole('button', { name: device, exact: true }).click();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let bytes = 0;
    context.on('response', (response) => {
      if (!response.url().includes('/files/')) return;
      response.body().then(
        (body) => {
          bytes += body.byteLength;
        },
        () => undefined,
      );
    });
    await (await previewFrame(page)).evaluate(() => location.reload());
    await page.waitForTimeout(300);
    const frame = await previewFrame(page);
    const images = frame.locator('[data-block-type="8"] img');
    await images.first().waitFor();
    const count = await images.count();
    for (let i = 0; i < count; i += 4) await images.nth(i).scrollIntoViewIfNeeded();
    await frame.evaluate(() =>
      Promise.all([...document.images].map((img) => img.decode().catch(() => null))),
    );
    await page.waitForTimeout(500);
    return bytes;
  } finally {
    await context.close();
  }
}

export async function measureGallery(browser: Browser, baseUrl: string): Promise<GalleryFigures> {
  const context = await newContext(browser, baseUrl);
  try {
    const { files, ms } = await uploadPhotos(context);
    await resetFirstPage(clientOfContext(context), [galleryBlock(files)]);
    const page = await context.newPage();
    await page.goto('/config/');
    await page.locator(FRAME_SELECTOR).waitFor();
    const switches = await measureSwitches(page);
    await resetFirstPage(clientOfContext(context), [galleryBlock(files)]);
    const phoneBytes = await imageBytes(browser, baseUrl, 'Phone');
    const desktopBytes = await imageBytes(browser, baseUrl, 'Desktop');
    return { upload: summarize(ms), designSwitch: summarize(switches), phoneBytes, desktopBytes };
  } finally {
    await context.close();
  }
}
