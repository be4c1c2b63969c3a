// The benchmark's measurements in the running editor: palette inserts, keystrokes in the
// Label field, long tasks while typing, idle main-thread time and the heap after GC.
import type { CDPSession, Frame, Page } from '@playwright/test';
import { paletteItem, SAVED, statusWith } from '../fixtures/editor';
import {
  blockText,
  ensureProbes,
  type LongTaskSample,
  type ProbeSamples,
  recordBlockText,
  recordInput,
  recordInserts,
  recordLongTasks,
  takeProbes,
  waitForFrame,
} from './probes';

/** Installs the probe stores and input timestamps in the editor and the frame. */
export async function installProbes(page: Page, frame: Frame): Promise<void> {
  await page.evaluate(ensureProbes);
  await page.evaluate(recordInput);
  await frame.evaluate(ensureProbes);
}

/** (a) Inserts `count` Button blocks from the palette; one latency (ms) per insert. */
export async function measureInserts(page: Page, frame: Frame, count: number): Promise<number[]> {
  await page.evaluate(takeProbes);
  await frame.evaluate(takeProbes);
  await frame.evaluate(recordInserts);
  const button = paletteItem(page, 'Button');
  const start = await frame.evaluate(() => document.querySelectorAll('[data-block-id]').length);
  for (let i = 1; i <= count; i++) {
    await button.click();
    await frame.evaluate(waitForFrame, { count: start + i });
  }
  const editor: ProbeSamples = await page.evaluate(takeProbes);
  const preview: ProbeSamples = await frame.evaluate(takeProbes);
  if (editor.clicks.length !== count || preview.inserts.length !== count) {
    throw new Error(
      `Expected ${count} clicks and ${count} inserted blocks; saw ${editor.clicks.length} and ${preview.inserts.length}.`,
    );
  }
  const shown = preview.inserts.map((insert) => insert.t);
  return editor.clicks.map((clickedAt, i) => shown[i]! - clickedAt);
}

export interface TypingResult {
  /** One latency (ms) per keystroke. */
  readonly latencies: number[];
  readonly longTasks: LongTaskSample[];
}

/** The selected block's id in the frame; selects the last block when none is selected. */
async function selectedBlockId(page: Page, frame: Frame): Promise<string> {
  const selected = frame.locator('[data-block-id][data-selected]');
  if ((await selected.count()) === 0) await frame.locator('[data-block-id]').last().click();
  await selected.first().waitFor({ timeout: 5000 });
  const id = await selected.first().getAttribute('data-block-id');
  if (!id) throw new Error('The selected block has no data-block-id.');
  await page.getByLabel('Label', { exact: true }).waitFor({ timeout: 5000 });
  return id;
}

/** (b) and (c) Types `keystrokes` characters into the Label field, one key press at a time. */
export async function measureTyping(
  page: Page,
  frame: Frame,
  keystrokes: number,
): Promise<TypingResult> {
  const blockId = await selectedBlockId(page, frame);
  const field = page.getByLabel('Label', { exact: true });
  await field.click();
  await field.press('End');
  let expected = await field.inputValue();
  await page.evaluate(takeProbes);
  await frame.evaluate(takeProbes);
  await frame.evaluate(recordBlockText, blockId);
  await page.evaluate(recordLongTasks);
  await frame.evaluate(recordLongTasks);
  const typed: string[] = [];
  for (let i = 0; i < keystrokes; i++) {
    const char = 'abcdefghijklmnopqrstuvwxyz'[i % 26]!;
    await page.keyboard.type(char);
    expected += char;
    typed.push(expected);
    await frame.evaluate(waitForFrame, { blockId, text: expected });
  }
  // Let the last frames' long tasks be reported before reading them.
  await page.waitForTimeout(200);
  const editor: ProbeSamples = await page.evaluate(takeProbes);
  const preview: ProbeSamples = await frame.evaluate(takeProbes);
  if (editor.keys.length !== keystrokes) {
    throw new Error(`Expected ${keystrokes} keydown events; saw ${editor.keys.length}.`);
  }
  const shown = typed.map((text, i) => {
    const pressedAt = editor.keys[i]!;
    const sample = preview.texts.find((s) => s.t >= pressedAt && s.text?.includes(text));
    if (!sample) throw new Error(`The frame never showed "${text}" (block ${blockId}).`);
    return sample.t;
  });
  const latencies = shown.map((t, i) => t - editor.keys[i]!);
  const finalText = await frame.evaluate(blockText, blockId);
  if (!finalText?.includes(expected))
    throw new Error(`The frame shows "${finalText}", not "${expected}".`);
  return { latencies, longTasks: mergeLongTasks(editor.longTasks, preview.longTasks) };
}

/** The editor and the frame share one main thread: a task seen by both counts once. */
function mergeLongTasks(
  a: readonly LongTaskSample[],
  b: readonly LongTaskSample[],
): LongTaskSample[] {
  const merged: LongTaskSample[] = [];
  for (const task of [...a, ...b].sort((x, y) => x.start - y.start)) {
    const last = merged[merged.length - 1];
    if (last && Math.abs(last.start - task.start) < 1) continue;
    merged.push(task);
  }
  return merged;
}

async function metric(cdp: CDPSession, name: string): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  const found = metrics.find((m) => m.name === name);
  if (!found) throw new Error(`Performance.getMetrics has no ${name}.`);
  return found.value;
}

/** Waits for the autosave to finish, so idle time is measured after it. */
export async function waitForSaved(page: Page): Promise<void> {
  await statusWith(page, SAVED).first().waitFor({ state: 'attached', timeout: 10_000 });
}

/** (d) Main-thread busy time (TaskDuration) per second of wall time while nothing happens. */
export async function measureIdle(cdp: CDPSession, page: Page, seconds: number): Promise<number> {
  await cdp.send('Performance.enable');
  const before = await metric(cdp, 'TaskDuration');
  const startedAt = performance.now();
  await page.waitForTimeout(seconds * 1000);
  const after = await metric(cdp, 'TaskDuration');
  const elapsed = (performance.now() - startedAt) / 1000;
  return ((after - before) * 1000) / elapsed;
}

/** (e) JS heap in use after a full garbage collection, in bytes. */
export async function measureHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  return metric(cdp, 'JSHeapUsedSize');
}
