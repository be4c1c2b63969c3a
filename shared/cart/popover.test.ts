import { describe, expect, it } from 'vitest';
import {
  CART_POPOVER_ARROW_INSET_PX,
  CART_POPOVER_DURATION_MS,
  CART_POPOVER_GAP_PX,
  CART_POPOVER_REFLOW_THROTTLE_MS,
  POPOVER_CLOSED,
  placeCartPopover,
  popoverTransition,
  shouldReflow,
} from './popover';

describe('popover constants (spec §9)', () => {
  it('uses 3000 ms, a 100 ms reflow throttle and offsets 16 and 33 px', () => {
    expect(CART_POPOVER_DURATION_MS).toBe(3000);
    expect(CART_POPOVER_REFLOW_THROTTLE_MS).toBe(100);
    expect([CART_POPOVER_GAP_PX, CART_POPOVER_ARROW_INSET_PX]).toEqual([16, 33]);
  });
});

describe('placeCartPopover', () => {
  it.each([
    [null, 1024, { top: 16, right: 16, arrow: false }],
    [{ top: 10, bottom: 40, left: 900, right: 940 }, 1024, { top: 56, right: 71, arrow: true }],
    [{ top: 10, bottom: 40, left: 990, right: 1020 }, 1024, { top: 56, right: 16, arrow: true }],
    [{ top: 0, bottom: 20, left: 100, right: 140 }, 428, { top: 36, right: 275, arrow: true }],
  ] as const)('link %j in %i px', (link, width, placement) => {
    expect(placeCartPopover(link, width)).toEqual(placement);
  });
});

describe('shouldReflow', () => {
  it.each([
    [null, 0, true],
    [1000, 1050, false],
    [1000, 1099, false],
    [1000, 1100, true],
    [1000, 1500, true],
  ] as const)('last %j, now %i -> %s', (last, now, expected) => {
    expect(shouldReflow(last, now)).toBe(expected);
  });
});

describe('popoverTransition', () => {
  it('opens with the product title and asks for a 3000 ms timer', () => {
    expect(popoverTransition(POPOVER_CLOSED, { type: 'itemAdded', title: 'Mug' })).toEqual({
      state: { open: true, generation: 1, title: 'Mug' },
      effects: [{ type: 'startTimer', ms: 3000, generation: 1 }],
    });
  });

  it('replaces an earlier popover, whose timer no longer closes the new one', () => {
    const first = popoverTransition(POPOVER_CLOSED, { type: 'itemAdded', title: 'Mug' }).state;
    const second = popoverTransition(first, { type: 'itemAdded', title: 'Cap' }).state;
    expect(second).toEqual({ open: true, generation: 2, title: 'Cap' });
    expect(popoverTransition(second, { type: 'timerElapsed', generation: 1 })).toEqual({
      state: second,
      effects: [],
    });
    expect(popoverTransition(second, { type: 'timerElapsed', generation: 2 }).state).toEqual({
      open: false,
      generation: 2,
    });
  });

  it('closes on its close control', () => {
    const open = popoverTransition(POPOVER_CLOSED, { type: 'itemAdded', title: 'Mug' }).state;
    expect(popoverTransition(open, { type: 'closePressed' })).toEqual({
      state: { open: false, generation: 1 },
      effects: [],
    });
  });
});
