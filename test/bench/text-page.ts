// The page both text benchmarks type on: 60 blocks, 59 Buttons around one Text block in the
// middle, opened in the editor with every block shown in the frame.
import type { Browser, BrowserContext, Frame, Page } from '@playwright/test';
import { BlockType } from '../../shared/codes/block-types';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import type { Block } from '../../shared/document/schema';
import { MAX_BLOCKS_PER_LAYOUT } from '../../shared/limits';
import { buttonBlock, clientOfContext, resetFirstPage } from '../fixtures/api';
import { FRAME_SELECTOR, previewFrame } from '../fixtures/editor';
import { signInOwner } from '../fixtures/owner';
import type { Row } from './table';

export interface TextPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly frame: Frame;
}

/** The block ids and the text block's words; Buttons are `${buttonPrefix}0` … `${buttonPrefix}58`. */
export interface TextPageSetup {
  readonly textId: string;
  readonly text: string;
  readonly buttonPrefix: string;
}

/** A signed-in editor on the page; the caller closes `context`. */
export async function openTextPage(
  browser: Browser,
  baseUrl: string,
  setup: TextPageSetup,
): Promise<TextPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1600, height: 1000 },
  });
  try {
    await signInOwner(context.request);
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    const text: Block = {
      id: setup.textId,
      type: BlockType.html,
      settings: { content: richTextFromPlain(setup.text) },
    };
    const buttons = Array.from({ length: MAX_BLOCKS_PER_LAYOUT - 1 }, (_, i) =>
      buttonBlock(`Button ${i + 1}`, `${setup.buttonPrefix}${i}`),
    );
    await resetFirstPage(clientOfContext(context), [
      ...buttons.slice(0, 30),
      text,
      ...buttons.slice(30),
    ]);
    const page = await context.newPage();
    await page.goto('/config/');
    await page.locator(FRAME_SELECTOR).waitFor();
    const frame = await previewFrame(page);
    await frame
      .locator('[data-block-id]')
      .nth(MAX_BLOCKS_PER_LAYOUT - 1)
      .waitFor();
    return { context, page, frame };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** A row of the report, with a target when `meets` is given. */
export function row(
  figure: string,
  value: number,
  unit: string,
  target = '',
  meets?: (v: number) => boolean,
): Row {
  return meets
    ? { figure, value, unit, target, meets, reference: '' }
    : { figure, value, unit, target, reference: '' };
}
