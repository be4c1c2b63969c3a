// Functions the benchmark evaluates inside the editor page and the preview frame. Each is
// self-contained (Playwright serialises it) and stores its samples on `window.__bench`. Times
// are `performance.timeOrigin + performance.now()`, so the editor's and the frame's clocks
// (two documents, one process) compare directly.

export interface TimedText {
  readonly t: number;
  readonly text: string | null;
}
export interface InsertSample {
  readonly id: string;
  readonly t: number;
}
export interface LongTaskSample {
  readonly start: number;
  readonly duration: number;
}

export interface BenchProbes {
  clicks: number[];
  keys: number[];
  inserts: InsertSample[];
  texts: TimedText[];
  longTasks: LongTaskSample[];
  observers: MutationObserver[];
}

type BenchWindow = Window & { __bench?: BenchProbes };

/** Creates (once) the probe store of this window. */
export function ensureProbes(): void {
  const w = window as BenchWindow;
  w.__bench ??= {
    clicks: [],
    keys: [],
    inserts: [],
    texts: [],
    longTasks: [],
    observers: [],
  };
}

/** Editor: the time of every click and every keydown, taken in the capture phase. */
export function recordInput(): void {
  const w = window as BenchWindow;
  const probes = w.__bench!;
  const now = () => performance.timeOrigin + performance.now();
  window.addEventListener('click', () => probes.clicks.push(now()), true);
  window.addEventListener('keydown', () => probes.keys.push(now()), true);
}

/** Frame: the first time each block element (by data-block-id) is added to the DOM. */
export function recordInserts(): void {
  const probes = (window as BenchWindow).__bench!;
  const seen = new Set(
    [...document.querySelectorAll('[data-block-id]')].map((el) => el.getAttribute('data-block-id')),
  );
  const observer = new MutationObserver((records) => {
    const t = performance.timeOrigin + performance.now();
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const found = [...node.querySelectorAll('[data-block-id]')];
        if (node.matches('[data-block-id]')) found.unshift(node);
        for (const el of found) {
          const id = el.getAttribute('data-block-id');
          if (id === null || seen.has(id)) continue;
          seen.add(id);
          probes.inserts.push({ id, t });
        }
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  probes.observers.push(observer);
}

/** Frame: the text of block `blockId` after every DOM change. */
export function recordBlockText(blockId: string): void {
  const probes = (window as BenchWindow).__bench!;
  const selector = `[data-block-id="${CSS.escape(blockId)}"]`;
  const observer = new MutationObserver(() => {
    const t = performance.timeOrigin + performance.now();
    probes.texts.push({ t, text: document.querySelector(selector)?.textContent ?? null });
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  probes.observers.push(observer);
}

/** Either window: every long task (over 50 ms) from now on. */
export function recordLongTasks(): void {
  const probes = (window as BenchWindow).__bench!;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probes.longTasks.push({
        start: performance.timeOrigin + entry.startTime,
        duration: entry.duration,
      });
    }
  }).observe({ type: 'longtask' });
}

export type ProbeSamples = Omit<BenchProbes, 'observers'>;

/** Stops the DOM observers, returns the samples so far and starts empty lists. */
export function takeProbes(): ProbeSamples {
  const probes = (window as BenchWindow).__bench!;
  for (const observer of probes.observers) observer.disconnect();
  const samples: ProbeSamples = {
    clicks: probes.clicks.splice(0),
    keys: probes.keys.splice(0),
    inserts: probes.inserts.splice(0),
    texts: probes.texts.splice(0),
    longTasks: probes.longTasks.splice(0),
  };
  probes.observers = [];
  return samples;
}

/** Frame: the text of block `blockId`, or null when it is not rendered. */
export function blockText(blockId: string): string | null {
  return document.querySelector(`[data-block-id="${CSS.escape(blockId)}"]`)?.textContent ?? null;
}

/**
 * Frame: waits until at least `count` blocks are rendered, or block `blockId` shows `text`.
 * Watching mutations instead of polling keeps the wait from adding animation frames or timers
 * to what it measures.
 */
export function waitForFrame(
  goal: { readonly count: number } | { readonly blockId: string; readonly text: string },
): Promise<void> {
  const check =
    'count' in goal
      ? () => document.querySelectorAll('[data-block-id]').length >= goal.count
      : () =>
          (
            document.querySelector(`[data-block-id="${CSS.escape(goal.blockId)}"]`)?.textContent ??
            ''
          ).includes(goal.text);
  return new Promise((resolve, reject) => {
    if (check()) return resolve();
    const observer = new MutationObserver(() => {
      if (!check()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`Timed out waiting for ${JSON.stringify(goal)} in the frame.`));
    }, 5000);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}
