import { applyPatches, enablePatches, type Patch, produceWithPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  emptyHistory,
  HISTORY_LIMIT,
  type History,
  type HistoryEntry,
  MERGE_WINDOW_MS,
  record,
  redoStep,
  undoStep,
} from './history';

enablePatches();

type Doc = { label: string; size: number };

function step(
  doc: Doc,
  change: Partial<Doc>,
  at: number,
  mergeKey?: string,
): { doc: Doc; entry: HistoryEntry<string> } {
  const [next, patches, inversePatches] = produceWithPatches(doc, (draft) => {
    Object.assign(draft, change);
  });
  const entry = {
    patches,
    inversePatches,
    at,
    before: JSON.stringify(doc),
    after: JSON.stringify(next),
  };
  return { doc: next, entry: mergeKey ? { ...entry, mergeKey } : entry };
}

function entry(at: number, mergeKey?: string): HistoryEntry<number> {
  const patch: Patch = { op: 'replace', path: ['n'], value: at };
  return {
    patches: [patch],
    inversePatches: [patch],
    at,
    before: at,
    after: at,
    ...(mergeKey ? { mergeKey } : {}),
  };
}

describe('record', () => {
  it.each([
    ['same key, inside the window', 'b1:label', 'b1:label', MERGE_WINDOW_MS, 1],
    ['same key, just outside the window', 'b1:label', 'b1:label', MERGE_WINDOW_MS + 1, 2],
    ['another key of the same block', 'b1:label', 'b1:size', 10, 2],
    ['another block', 'b1:label', 'b2:label', 10, 2],
    ['steps without a key', undefined, undefined, 10, 2],
  ])('%s: %s then %s after %i ms gives %i steps', (_name, firstKey, secondKey, gap, steps) => {
    let history: History<number> = emptyHistory();
    history = record(history, entry(1000, firstKey));
    history = record(history, entry(1000 + gap, secondKey));
    expect(history.past).toHaveLength(steps);
  });

  it('measures the window from the latest merged step, so steady typing stays one step', () => {
    let history: History<number> = emptyHistory();
    for (let at = 0; at <= 5000; at += 500) history = record(history, entry(at, 'k'));
    expect(history.past).toHaveLength(1);
    expect(history.past[0]).toMatchObject({ at: 5000, before: 0, after: 5000 });
  });

  it(`keeps at most ${HISTORY_LIMIT} steps, dropping the oldest`, () => {
    let history: History<number> = emptyHistory();
    for (let at = 1; at <= HISTORY_LIMIT + 3; at++) history = record(history, entry(at));
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]!.at).toBe(4);
    expect(history.past.at(-1)!.at).toBe(HISTORY_LIMIT + 3);
  });

  it('clears the redo stack on a new step, and does not merge into a step that was undone', () => {
    let history: History<number> = emptyHistory();
    history = record(history, entry(0, 'k'));
    history = record(history, entry(5000, 'k'));
    history = undoStep(history)!.history;
    expect(history.future).toHaveLength(1);
    history = record(history, entry(5100, 'k'));
    expect(history.future).toHaveLength(0);
    expect(history.past.map((e) => e.at)).toEqual([0, 5100]);
  });
});

describe('undo and redo', () => {
  it('undoes a merged run of changes in one step and redoes it to the latest value', () => {
    let doc: Doc = { label: 'A', size: 1 };
    const start = doc;
    let history: History<string> = emptyHistory();
    for (const [label, at] of [
      ['AB', 0],
      ['ABC', 300],
      ['ABCD', 600],
    ] as const) {
      const made = step(doc, { label }, at, 'b1:label');
      doc = made.doc;
      history = record(history, made.entry);
    }
    expect(history.past).toHaveLength(1);

    const undone = undoStep(history)!;
    const back = applyPatches(doc, undone.entry.inversePatches);
    expect(back).toEqual(start);
    expect(undone.entry.before).toBe(JSON.stringify(start));
    expect(undone.history).toEqual({ past: [], future: [undone.entry] });

    const redone = redoStep(undone.history)!;
    expect(applyPatches(back, redone.entry.patches)).toEqual({ label: 'ABCD', size: 1 });
    expect(redone.entry.after).toBe(JSON.stringify({ label: 'ABCD', size: 1 }));
    expect(redone.history.past).toHaveLength(1);
    expect(redone.history.future).toHaveLength(0);
  });

  it('redoes a merged run whose first change stored a whole value the later ones edit inside', () => {
    type Settings = { heading?: { text: string; level: number } };
    let doc: Settings = {};
    let history: History<string> = emptyHistory();
    const typed = ['a', 'ab', 'abc', 'abcd'];
    typed.forEach((text, i) => {
      const [next, patches, inversePatches] = produceWithPatches(doc, (draft) => {
        if (draft.heading) draft.heading.text = text;
        else draft.heading = { text, level: 2 };
      });
      const at = i * 100;
      history = record(history, {
        patches,
        inversePatches,
        at,
        before: JSON.stringify(doc),
        after: JSON.stringify(next),
        mergeKey: 'b1:heading',
      });
      doc = next;
    });
    expect(history.past).toHaveLength(1);
    expect(history.past[0]!.patches).toHaveLength(2);

    const undone = undoStep(history)!;
    const back = applyPatches(doc, undone.entry.inversePatches);
    expect(back).toEqual({});
    const redone = redoStep(undone.history)!;
    expect(applyPatches(back, redone.entry.patches)).toEqual({
      heading: { text: 'abcd', level: 2 },
    });
  });

  it('walks several separate steps back and forth', () => {
    let doc: Doc = { label: 'A', size: 1 };
    let history: History<string> = emptyHistory();
    for (const change of [{ label: 'B' }, { size: 2 }, { label: 'C' }]) {
      const made = step(doc, change, 0);
      doc = made.doc;
      history = record(history, made.entry);
    }
    const seen: Doc[] = [];
    for (let taken = undoStep(history); taken; taken = undoStep(history)) {
      doc = applyPatches(doc, taken.entry.inversePatches);
      history = taken.history;
      seen.push(doc);
    }
    expect(seen).toEqual([
      { label: 'B', size: 2 },
      { label: 'B', size: 1 },
      { label: 'A', size: 1 },
    ]);
    const redone = redoStep(history)!;
    expect(applyPatches(doc, redone.entry.patches)).toEqual({ label: 'B', size: 1 });
  });

  it('has nothing to undo or redo in an empty history', () => {
    expect(undoStep(emptyHistory())).toBeNull();
    expect(redoStep(emptyHistory())).toBeNull();
  });
});
