import { describe, expect, it } from 'vitest';
import { PerformanceBatcher } from './performance';

const SECOND = 1000;

/** A batcher on a hand-driven clock: `advance` runs the timers that fall due. */
function batcher(loadedAt = 0) {
  let now = loadedAt;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 0;
  const sent: { at: number; records: { kind: string; data: unknown }[] }[] = [];
  const subject = new PerformanceBatcher(
    {
      now: () => now,
      setTimer: (run, ms) => {
        nextId += 1;
        timers.push({ at: now + ms, run, id: nextId });
        return nextId;
      },
      clearTimer: (id) => {
        timers = timers.filter((timer) => timer.id !== id);
      },
      send: (text) => sent.push({ at: now, records: JSON.parse(text) }),
    },
    'load-1',
    loadedAt,
  );
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((timer) => timer !== due);
      now = due.at;
      due.run();
    }
    now = until;
  };
  return { subject, sent, advance };
}

describe('PerformanceBatcher', () => {
  it('sends what was measured during load 30 s after load, in one batch', () => {
    const { subject, sent, advance } = batcher();
    advance(2 * SECOND);
    subject.add('page_speed', { name: 'LCP', value: 900 });
    advance(1 * SECOND);
    subject.add('page_speed', { name: 'CLS', value: 0.01 });
    advance(26 * SECOND);
    expect(sent).toEqual([]);
    advance(1 * SECOND);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.at).toBe(30 * SECOND);
    expect(sent[0]!.records.map((record) => record.data)).toEqual([
      { name: 'LCP', value: 900 },
      { name: 'CLS', value: 0.01 },
    ]);
    expect(sent[0]!.records[0]).toMatchObject({
      appName: 'live-site',
      kind: 'page_speed',
      pageLoadId: 'load-1',
      timestamp: 2 * SECOND,
    });
  });

  it('after that, sends a record at most 60 s after it was taken', () => {
    const { subject, sent, advance } = batcher();
    advance(40 * SECOND);
    subject.add('page_speed', { name: 'INP', value: 80 });
    advance(30 * SECOND);
    subject.add('page_speed', { name: 'INP', value: 120 });
    advance(29 * SECOND);
    expect(sent).toEqual([]);
    advance(1 * SECOND);
    expect(sent.map((batch) => [batch.at, batch.records.length])).toEqual([[100 * SECOND, 2]]);
  });

  it('sends at once when the page is hidden, and nothing when nothing waits', () => {
    const { subject, sent, advance } = batcher();
    subject.flush();
    expect(sent).toEqual([]);
    subject.add('page_speed', { name: 'LCP', value: 700 });
    advance(5 * SECOND);
    subject.flush();
    expect(sent.map((batch) => batch.at)).toEqual([5 * SECOND]);
    advance(60 * SECOND);
    expect(sent).toHaveLength(1);
  });

  it('sends a full batch of 20 at once', () => {
    const { subject, sent } = batcher();
    for (let n = 0; n < 20; n += 1) subject.add('user', { n });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.records).toHaveLength(20);
  });
});
