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

/** A 2400x1600 photo-like JPEG (noise over a gradient, so it compresses like a photo). */
async function photo(seed: number): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 7919 + 1;
  for (let i = 0; i < pixels.length; i += 3) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const noise = state % 48;
    const x = (i / 3) % width;
    pixels[i] = (x / width) * 200 + noise;
    pixels[i + 1] = ((seed * 40) % 200) + noise;
    pixels[i + 2] = 180 - (x / width) * 120 + noise;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
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
  return { id: 'bench-gallery', type: 8, settings: { design: 'grid', items } };
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
    const shown = frame.evaluate(
      (wanted) =>
        new Promise<number>((resolve) => {
          const done = () =>
            requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
          if (document.querySelector(`.sb-gallery--${wanted}`)) return done();
          const observer = new MutationObserver(() => {
            if (!document.querySelector(`.sb-gallery--${wanted}`)) return;
            observer.disconnect();
            done();
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

/** Image bytes the frame downloads for the whole gallery at a device width, cache empty. */
async function imageBytes(
  browser: Browser,
  baseUrl: string,
  device: 'Desktop' | 'Phone',
): Promise<number> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1600, height: 1000 },
  });
  try {
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
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: device, exact: true }).click();
    const frame = await previewFrame(page);
    await frame.locator('[data-block-type="8"] img').first().waitFor();
    const count = await frame.locator('[data-block-type="8"] img').count();
    for (let i = 0; i < count; i += 4) {
      await frame.locator('[data-block-type="8"] img').nth(i).scrollIntoViewIfNeeded();
    }
    await frame.evaluate(() =>
      Promise.all(
        [...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))),
      ),
    );
    await page.waitForTimeout(500);
    return bytes;
  } finally {
    await context.close();
  }
}

export async function measureGallery(browser: Browser, baseUrl: string): Promise<GalleryFigures> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1600, height: 1000 },
  });
  try {
    const { files, ms } = await uploadPhotos(context);
    await resetFirstPage(clientOfContext(context), [galleryBlock(files)]);
    const page = await context.newPage();
    await page.goto('/');
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
