// The rich-text benchmark (`npm run bench`): a page of 60 blocks (59 Buttons and one text block),
// the text block's Lexical editor open in the settings panel; keystrokes typed at the end of its
// text (keydown in the editor to the frame's DOM showing the text), and Ctrl+B toggling bold on
// the last word (keydown to the frame's DOM gaining or losing the <strong>). Also the gzipped
// size of the lazily loaded editor chunk, and whether any script the frame loaded holds Lexical.
// The Label field of a Button on the same page is typed into too, as the figure to match.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Frame, Locator, Page } from '@playwright/test';
import {
  ensureProbes,
  type ProbeSamples,
  recordBlockText,
  recordInput,
  takeProbes,
  waitForFrame,
} from './probes';
import { summarize } from './stats';
import type { Row } from './table';
import { openTextPage, row } from './text-page';

const KEYSTROKES = 40;
const TOGGLES = 20;
const TEXT_ID = 'bench-text';
const KIB = 1024;

interface BoldSample {
  readonly t: number;
  readonly bold: boolean;
}

/** Frame: whether the text block holds bold text, after every DOM change. */
function recordBold(blockId: string): void {
  const w = window as Window & { __bold?: BoldSample[]; __boldObserver?: MutationObserver };
  const samples: BoldSample[] = [];
  w.__bold = samples;
  const selector = `[data-block-id="${CSS.escape(blockId)}"] strong`;
  w.__boldObserver = new MutationObserver(() => {
    samples.push({
      t: performance.timeOrigin + performance.now(),
      bold: document.querySelector(selector) !== null,
    });
  });
  w.__boldObserver.observe(document.body, { childList: true, subtree: true, characterData: true });
}

function takeBold(): BoldSample[] {
  const w = window as Window & { __bold?: BoldSample[]; __boldObserver?: MutationObserver };
  w.__boldObserver?.disconnect();
  return w.__bold ?? [];
}

/** Frame: waits until the text block's bold state is `bold`. */
function waitForBold(goal: { readonly blockId: string; readonly bold: boolean }): Promise<void> {
  const selector = `[data-block-id="${CSS.escape(goal.blockId)}"] strong`;
  return new Promise((resolve, reject) => {
    if ((document.querySelector(selector) !== null) === goal.bold) return resolve();
    const observer = new MutationObserver(() => {
      if ((document.querySelector(selector) !== null) !== goal.bold) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`Timed out waiting for bold = ${goal.bold}.`));
    }, 5000);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** Types KEYSTROKES characters at the end of `field` (block `blockId`'s setting). */
async function typing(
  page: Page,
  frame: Frame,
  blockId: string,
  field: Locator,
): Promise<number[]> {
  await field.click();
  await field.press('Control+End');
  let expected = (await frame.locator(`[data-block-id="${blockId}"]`).textContent()) ?? '';
  await page.evaluate(takeProbes);
  await frame.evaluate(takeProbes);
  await frame.evaluate(recordBlockText, blockId);
  const typed: string[] = [];
  for (let i = 0; i < KEYSTROKES; i++) {
    const char = 'abcdefghijklmnopqrstuvwxyz'[i % 26]!;
    await page.keyboard.type(char);
    expected += char;
    typed.push(expected);
    await frame.evaluate(waitForFrame, { blockId, text: expected });
  }
  const editor: ProbeSamples = await page.evaluate(takeProbes);
  const preview: ProbeSamples = await frame.evaluate(takeProbes);
  if (editor.keys.length !== KEYSTROKES) {
    throw new Error(`Expected ${KEYSTROKES} keydown events; saw ${editor.keys.length}.`);
  }
  return typed.map((wanted, i) => {
    const pressedAt = editor.keys[i]!;
    const sample = preview.texts.find((s) => s.t >= pressedAt && s.text?.includes(wanted));
    if (!sample) throw new Error(`The frame never showed "${wanted}".`);
    return sample.t - pressedAt;
  });
}

async function boldToggles(page: Page, frame: Frame): Promise<number[]> {
  const text = page.getByRole('textbox', { name: 'Text', exact: true });
  await text.press('Control+Shift+ArrowLeft');
  await page.evaluate(takeProbes);
  await frame.evaluate(recordBold, TEXT_ID);
  for (let i = 0; i < TOGGLES; i++) {
    await text.press('Control+b');
    await frame.evaluate(waitForBold, { blockId: TEXT_ID, bold: i % 2 === 0 });
  }
  const editor: ProbeSamples = await page.evaluate(takeProbes);
  const samples: BoldSample[] = await frame.evaluate(takeBold);
  const presses = editor.keys.filter((_, i) => i % 2 === 1); // Control, then b
  if (presses.length !== TOGGLES)
    throw new Error(`Expected ${TOGGLES} Ctrl+B; saw ${presses.length}.`);
  return presses.map((pressedAt, i) => {
    const sample = samples.find((s) => s.t >= pressedAt && s.bold === (i % 2 === 0));
    if (!sample) throw new Error(`The frame never showed bold toggle ${i + 1}.`);
    return sample.t - pressedAt;
  });
}

/** Gzipped bytes of the lazily loaded text editor chunk(s). */
function editorChunkBytes(dist: string): number {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((name) => name.startsWith('RichTextEditor-') && name.endsWith('.js'))
    .reduce(
      (sum, name) => sum + gzipSync(readFileSync(join(assets, name)), { level: 9 }).length,
      0,
    );
}

/** How many of the scripts the frame loaded hold Lexical's code. */
async function frameScriptsWithLexical(frame: Frame, dist: string): Promise<number> {
  const urls: string[] = await frame.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  if (urls.length === 0) throw new Error('The frame reports no scripts.');
  return urls.filter((url) =>
    readFileSync(join(dist, new URL(url).pathname), 'utf8').includes('__lexicalKey'),
  ).length;
}

export async function richTextRows(
  browser: Browser,
  baseUrl: string,
  dist: string,
): Promise<Row[]> {
  const { context, page, frame } = await openTextPage(browser, baseUrl, {
    textId: TEXT_ID,
    text: 'Typing in a text block on a full page.',
    buttonPrefix: 'bench-button-',
  });
  try {
    await frame.locator(`[data-block-id="${TEXT_ID}"]`).click();
    await page.getByRole('textbox', { name: 'Text', exact: true }).waitFor();
    await page.evaluate(ensureProbes);
    await page.evaluate(recordInput);
    await frame.evaluate(ensureProbes);
    console.log(
      `bench: typing ${KEYSTROKES} keystrokes and ${TOGGLES} bold toggles in a text block…`,
    );
    const textField = page.getByRole('textbox', { name: 'Text', exact: true });
    const keys = summarize(await typing(page, frame, TEXT_ID, textField));
    const bold = summarize(await boldToggles(page, frame));
    // The Label field of a Button on the same page, in the same sitting: the figure to match.
    await frame.locator('[data-block-id="bench-button-0"]').click();
    const label = summarize(
      await typing(page, frame, 'bench-button-0', page.getByLabel('Label', { exact: true })),
    );
    const lexicalInFrame = await frameScriptsWithLexical(frame, dist);
    return [
      row('Text block of 60: keystroke -> frame DOM, median', keys.median, 'ms'),
      row('Text block of 60: keystroke -> frame DOM, p95', keys.p95, 'ms', '< 8 ms', (v) => v < 8),
      row('Same page, Button Label field: keystroke -> frame DOM, median', label.median, 'ms'),
      row('Same page, Button Label field: keystroke -> frame DOM, p95', label.p95, 'ms'),
      row('Text block of 60: bold toggle -> frame DOM, median', bold.median, 'ms'),
      row('Text block of 60: bold toggle -> frame DOM, p95', bold.p95, 'ms'),
      row(
        'Text editor (Lexical, loaded on demand) JS, gzipped',
        editorChunkBytes(dist) / KIB,
        'KiB',
      ),
      row('Frame scripts holding Lexical', lexicalInFrame, '', '0', (v) => v === 0),
    ];
  } finally {
    await context.close();
  }
}
