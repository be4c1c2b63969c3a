// The in-place typing benchmark (`npm run bench`): a page of 60 blocks (59 Buttons and one Text
// block); the owner clicks the Text block's text in the frame and types at its end. Measured in
// the frame, whose document receives the keys: keydown to the frame's DOM showing the character
// (the editable text changing), and keydown to the next animation frame after it (a
// requestAnimationFrame callback then a task, i.e. once that frame is painted).
import type { Browser, Frame, Page } from '@playwright/test';
import { summarize } from './stats';
import type { Row } from './table';
import { openTextPage, row } from './text-page';

const KEYSTROKES = 40;
const TEXT_ID = 'bench-inplace-text';
const EDITABLE = '.sb-inplace-content';

interface InPlaceSamples {
  keys: number[];
  texts: { t: number; text: string }[];
  painted: number[];
}

/** Frame: keydown times, the editable text after each DOM change, the next painted frame. */
function recordInPlace(selector: string): void {
  const w = window as Window & { __inplace?: InPlaceSamples; __inplaceStop?: () => void };
  const samples: InPlaceSamples = { keys: [], texts: [], painted: [] };
  w.__inplace = samples;
  const now = () => performance.timeOrigin + performance.now();
  const channel = new MessageChannel();
  channel.port1.onmessage = () => samples.painted.push(now());
  const onKey = () => {
    samples.keys.push(now());
    requestAnimationFrame(() => channel.port2.postMessage(null));
  };
  window.addEventListener('keydown', onKey, true);
  const editable = document.querySelector(selector)!;
  const observer = new MutationObserver(() =>
    samples.texts.push({ t: now(), text: editable.textContent ?? '' }),
  );
  observer.observe(editable, { childList: true, subtree: true, characterData: true });
  w.__inplaceStop = () => {
    observer.disconnect();
    window.removeEventListener('keydown', onKey, true);
  };
}

function takeInPlace(): InPlaceSamples {
  const w = window as Window & { __inplace?: InPlaceSamples; __inplaceStop?: () => void };
  w.__inplaceStop?.();
  return w.__inplace!;
}

/** Frame: waits until the editable text holds `text`. */
function waitForEditable(goal: { selector: string; text: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const editable = document.querySelector(goal.selector);
    const check = () => (editable?.textContent ?? '').includes(goal.text);
    if (check()) return resolve();
    const observer = new MutationObserver(() => {
      if (!check()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`Timed out waiting for "${goal.text}" in the text edited in place.`));
    }, 5000);
    if (editable)
      observer.observe(editable, { childList: true, subtree: true, characterData: true });
  });
}

async function typeInPlace(page: Page, frame: Frame): Promise<{ dom: number[]; paint: number[] }> {
  const editable = frame.locator(EDITABLE);
  await editable.press('Control+End');
  let expected = (await editable.textContent()) ?? '';
  await frame.evaluate(recordInPlace, EDITABLE);
  const typed: string[] = [];
  for (let i = 0; i < KEYSTROKES; i++) {
    const char = 'abcdefghijklmnopqrstuvwxyz'[i % 26]!;
    await page.keyboard.type(char);
    expected += char;
    typed.push(expected);
    await frame.evaluate(waitForEditable, { selector: EDITABLE, text: expected });
  }
  // Let the last keystroke's frame be painted.
  await frame.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const samples: InPlaceSamples = await frame.evaluate(takeInPlace);
  if (samples.keys.length !== KEYSTROKES) {
    throw new Error(
      `Expected ${KEYSTROKES} keydown events in the frame; saw ${samples.keys.length}.`,
    );
  }
  const dom = typed.map((wanted, i) => {
    const pressedAt = samples.keys[i]!;
    const sample = samples.texts.find((s) => s.t >= pressedAt && s.text.endsWith(wanted));
    if (!sample) throw new Error(`The text edited in place never showed "${wanted}".`);
    return sample.t - pressedAt;
  });
  const paint = samples.keys.map((pressedAt, i) => samples.painted[i]! - pressedAt);
  return { dom, paint };
}

export async function inPlaceRows(browser: Browser, baseUrl: string): Promise<Row[]> {
  const { context, page, frame } = await openTextPage(browser, baseUrl, {
    textId: TEXT_ID,
    text: 'Typing where the text stands.',
    buttonPrefix: 'bench-inplace-button-',
  });
  try {
    await frame.locator(`[data-block-id="${TEXT_ID}"] .sb-rich-text p`).click();
    await frame.locator(EDITABLE).waitFor();
    console.log(`bench: typing ${KEYSTROKES} keystrokes in place in a text block…`);
    const { dom, paint } = await typeInPlace(page, frame);
    const keys = summarize(dom);
    const frames = summarize(paint);
    return [
      row('Text block of 60, typed in place: keystroke -> frame DOM, median', keys.median, 'ms'),
      row(
        'Text block of 60, typed in place: keystroke -> frame DOM, p95',
        keys.p95,
        'ms',
        '< 8 ms',
        (v) => v < 8,
      ),
      row('Text block of 60, typed in place: keystroke -> next frame, median', frames.median, 'ms'),
      row('Text block of 60, typed in place: keystroke -> next frame, p95', frames.p95, 'ms'),
    ];
  } finally {
    await context.close();
  }
}
