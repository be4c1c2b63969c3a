// The design benchmark (`npm run bench`): on a page of 60 Button blocks in three sections (two on
// the default colour theme, one on "dark"), the owner types a new hex for the palette colour the
// default theme's background uses and presses Enter; measured from that keydown in the editor to
// the frame's sections having the new background (custom properties set on the frame's root and
// the style recalculated), median and p95.
import type { Browser } from '@playwright/test';
import { hslToHex } from '../../shared/design/color';
import { MAX_BLOCKS_PER_LAYOUT } from '../../shared/limits';
import { clientOfContext, firstPage, getSite, putSite } from '../fixtures/api';
import { FRAME_SELECTOR, previewFrame } from '../fixtures/editor';
import { signInOwner } from '../fixtures/owner';
import { type Summary, summarize } from './stats';
import type { Row } from './table';

const CHANGES = 30;

export async function measureDesign(browser: Browser, baseUrl: string): Promise<Summary> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1600, height: 1000 },
  });
  await signInOwner(context.request);
  try {
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    const client = clientOfContext(context);
    const { site, revision } = await getSite(client);
    const perSection = MAX_BLOCKS_PER_LAYOUT / 3;
    const sections = ['a', 'b', 'c'].map((name, index) => ({
      id: `bench-design-${name}`,
      style: {
        padding: 'small' as const,
        cornerRadius: 0 as const,
        divider: 'none' as const,
        theme: index === 1 ? 'dark' : null,
      },
      blocks: Array.from({ length: perSection }, (_, i) => ({
        id: `bench-design-${name}-${i}`,
        type: 53,
        settings: { label: `Button ${i + 1}` },
      })),
    }));
    const home = firstPage(site);
    const next = {
      ...site,
      pages: site.pages.map((page) => (page.id === home.id ? { ...page, sections } : page)),
    };
    const stored = await putSite(client, { baseRevision: revision, site: next });
    if (stored.status() !== 200) throw new Error(`bench: storing the page: ${stored.status()}`);
    const theme = site.design.colorThemes.find((t) => t.id === site.design.defaultThemeId)!;
    const place = theme.background.type === 'palette' ? theme.background.index + 1 : 1;

    const page = await context.newPage();
    await page.goto('/config/');
    await page.locator(FRAME_SELECTOR).waitFor();
    const frame = await previewFrame(page);
    await frame.locator('[data-section-id="bench-design-c"]').waitFor();
    await page.getByRole('button', { name: 'Site styles' }).click();
    await page.getByRole('button', { name: new RegExp(`^Palette colour ${place}: `) }).click();
    const hex = page
      .getByRole('dialog', { name: `Palette colour ${place} colour` })
      .getByRole('textbox', { name: 'Hex' });

    const samples: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      const wanted = hslToHex({ hue: (i * 37) % 360, saturation: 0.6, lightness: 0.5, alpha: 1 });
      await hex.fill(wanted);
      const rgb = `rgb(${Number.parseInt(wanted.slice(1, 3), 16)}, ${Number.parseInt(wanted.slice(3, 5), 16)}, ${Number.parseInt(wanted.slice(5, 7), 16)})`;
      // No named inner functions: tsx would wrap them in a helper the page does not have.
      const restyled = frame.evaluate(
        (colour) =>
          new Promise<number>((resolve) => {
            const sections = ['a', 'c'].map((n) =>
              document.querySelector(`[data-section-id="bench-design-${n}"]`),
            );
            const observer = new MutationObserver(() => {
              const done = sections.every(
                (el) => el !== null && getComputedStyle(el).backgroundColor === colour,
              );
              if (!done) return;
              observer.disconnect();
              resolve(performance.timeOrigin + performance.now());
            });
            observer.observe(document.documentElement, { attributes: true });
          }),
        rgb,
      );
      const pressed = page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            window.addEventListener(
              'keydown',
              () => resolve(performance.timeOrigin + performance.now()),
              { capture: true, once: true },
            ),
          ),
      );
      await hex.press('Enter');
      samples.push((await restyled) - (await pressed));
    }
    return summarize(samples);
  } finally {
    await context.close();
  }
}

/** The benchmark's rows for run.ts: palette change to frame restyled, median and p95. */
export async function designRows(browser: Browser, baseUrl: string): Promise<Row[]> {
  console.log('bench: changing a palette colour on a 60-block page…');
  const figures = await measureDesign(browser, baseUrl);
  return [
    {
      figure: 'Palette change -> frame restyled, median',
      value: figures.median,
      unit: 'ms',
      target: '',
      reference: '',
    },
    {
      figure: 'Palette change -> frame restyled, p95',
      value: figures.p95,
      unit: 'ms',
      target: '< 16 ms',
      meets: (v: number) => v < 16,
      reference: '',
    },
  ];
}
