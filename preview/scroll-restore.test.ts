import { describe, expect, it } from 'vitest';
import { restoreScroll } from './scroll-restore';

/** A window whose page is `height` px tall (growing by `growth` each frame); frames run by hand. */
function fakeView(height: number, growth: number) {
  const listeners = new Map<string, () => void>();
  const frames: Array<() => void> = [];
  let now = 0;
  const view = {
    scrollY: 0,
    height,
    performance: { now: () => now },
    scrollTo({ top }: { top: number }) {
      view.scrollY = Math.min(top, Math.max(0, view.height - 800));
    },
    requestAnimationFrame(callback: () => void) {
      frames.push(callback);
      return frames.length;
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const nextFrame = () => {
    now += 16;
    view.height += growth;
    frames.shift()?.();
  };
  return { view, listeners, frames, nextFrame, later: (ms: number) => (now += ms) };
}

const restore = (fake: ReturnType<typeof fakeView>, y: number) =>
  restoreScroll(fake.view as unknown as Window, y);

describe('restoreScroll', () => {
  it('scrolls at once when the page is tall enough, and stops listening', () => {
    const fake = fakeView(3000, 0);
    restore(fake, 777);
    expect(fake.view.scrollY).toBe(777);
    expect(fake.frames).toHaveLength(0);
    expect(fake.listeners.size).toBe(0);
  });

  it('tries again on each frame while the page grows, until it holds', () => {
    const fake = fakeView(900, 400);
    restore(fake, 777);
    expect(fake.view.scrollY).toBe(100);
    fake.nextFrame();
    expect(fake.view.scrollY).toBe(500);
    fake.nextFrame();
    expect(fake.view.scrollY).toBe(777);
    expect(fake.frames).toHaveLength(0);
  });

  it('gives up when the owner scrolls, or after two seconds', () => {
    const owner = fakeView(900, 0);
    restore(owner, 777);
    owner.listeners.get('wheel')?.();
    owner.nextFrame();
    expect(owner.frames).toHaveLength(0);
    expect(owner.listeners.size).toBe(0);

    const short = fakeView(900, 0);
    restore(short, 777);
    short.later(2001);
    short.nextFrame();
    expect(short.frames).toHaveLength(0);
    expect(short.view.scrollY).toBe(100);
  });
});
