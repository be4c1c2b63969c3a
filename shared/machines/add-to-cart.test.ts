import { describe, expect, it } from 'vitest';
import {
  ADDED_DURATION_MS,
  ADDED_TEXT,
  ADDING_TEXT,
  type AddToCartEvent,
  type AddToCartPhase,
  type AddToCartState,
  type AddToCartStep,
  addOnIcon,
  addToCartTransition,
  ERROR_RESET_MS,
  initialAddToCart,
  SELECT_OPTION_DURATION_MS,
  SELECT_OPTION_TEXT,
  SOLD_OUT_TEXT,
} from './add-to-cart';

const CLICK: AddToCartEvent = { type: 'CLICK' };
const OK: AddToCartEvent = { type: 'ADD_SUCCEEDED' };
const FAIL: AddToCartEvent = { type: 'ADD_FAILED', failure: { kind: 'http', status: 429 } };
const CANCEL: AddToCartEvent = { type: 'ADD_CANCELLED' };
const SOLD_OUT: AddToCartEvent = { type: 'SOLD_OUT' };
const RESTOCKED: AddToCartEvent = { type: 'RESTOCKED' };
const INCOMPLETE: AddToCartEvent = { type: 'INCOMPLETE_SELECTION' };

/** Fires the timer the last step started (the "clock" is just this). */
const timerOf = (step: AddToCartStep): AddToCartEvent => {
  const [timer] = step.timers;
  if (!timer) throw new Error('no timer started');
  return { type: timer.event, token: timer.token };
};

/** Runs events in order; the string 'FIRE' fires the timer of the previous step. */
function run(
  events: readonly (AddToCartEvent | 'FIRE')[],
  start = initialAddToCart('Add To Cart'),
) {
  let step: AddToCartStep = { state: start, timers: [], effects: [] };
  const steps: AddToCartStep[] = [];
  for (const event of events) {
    step = addToCartTransition(step.state, event === 'FIRE' ? timerOf(step) : event);
    steps.push(step);
  }
  return { state: step.state, steps, last: step };
}

describe('cancelling', () => {
  it('raises no alert and starts no timer', () => {
    const { last } = run([CLICK, CANCEL]);
    expect([last.effects, last.timers]).toEqual([[], []]);
  });
});

const view = (state: AddToCartState) => [state.phase, state.text, state.disabled];

describe('texts and durations (spec §4, §9)', () => {
  it('quotes the button texts, with a single ellipsis character', () => {
    expect(ADDING_TEXT).toBe('Adding\u2026');
    expect(ADDED_TEXT).toBe('Added!');
    expect(SOLD_OUT_TEXT).toBe('Sold Out');
    expect(SELECT_OPTION_TEXT).toBe('Select Option');
  });

  it('lasts 2 s added, 1 s error, 2000 ms select option', () => {
    expect([ADDED_DURATION_MS, ERROR_RESET_MS, SELECT_OPTION_DURATION_MS]).toEqual([
      2000, 1000, 2000,
    ]);
  });
});

describe('add-to-cart transitions', () => {
  it.each<[string, (AddToCartEvent | 'FIRE')[], [AddToCartPhase, string, boolean]]>([
    ['starts idle', [], ['idle', 'Add To Cart', false]],
    ['click -> adding', [CLICK], ['adding', 'Adding…', false]],
    ['success -> added', [CLICK, OK], ['added', 'Added!', false]],
    ['added lasts until its timer', [CLICK, OK, 'FIRE'], ['idle', 'Add To Cart', false]],
    ['failure -> error showing the label', [CLICK, FAIL], ['error', 'Add To Cart', false]],
    ['error resets on its timer', [CLICK, FAIL, 'FIRE'], ['idle', 'Add To Cart', false]],
    ['clicks ignored while adding', [CLICK, CLICK], ['adding', 'Adding…', false]],
    ['a closed product form cancels -> idle', [CLICK, CANCEL], ['idle', 'Add To Cart', false]],
    ['a cancel after success is ignored', [CLICK, OK, CANCEL], ['added', 'Added!', false]],
    ['clicks ignored while added', [CLICK, OK, CLICK], ['added', 'Added!', false]],
    [
      'clicks ignored during the error pause',
      [CLICK, FAIL, CLICK],
      ['error', 'Add To Cart', false],
    ],
    ['a stray success while idle is ignored', [OK], ['idle', 'Add To Cart', false]],
    ['a stray failure while idle is ignored', [FAIL], ['idle', 'Add To Cart', false]],
    ['sold out disables', [SOLD_OUT], ['soldOut', 'Sold Out', true]],
    ['sold out ignores clicks', [SOLD_OUT, CLICK], ['soldOut', 'Sold Out', true]],
    ['restock restores the remembered text', [SOLD_OUT, RESTOCKED], ['idle', 'Add To Cart', false]],
    ['restock when not sold out is ignored', [CLICK, RESTOCKED], ['adding', 'Adding…', false]],
    [
      'sold out while adding wins; the late answer is ignored',
      [CLICK, SOLD_OUT, OK],
      ['soldOut', 'Sold Out', true],
    ],
    ['incomplete selection', [INCOMPLETE], ['selectOption', 'Select Option', true]],
    [
      'select option restores after its timer',
      [INCOMPLETE, 'FIRE'],
      ['idle', 'Add To Cart', false],
    ],
    ['incomplete selection only from idle', [SOLD_OUT, INCOMPLETE], ['soldOut', 'Sold Out', true]],
    [
      'incomplete selection ignored while adding',
      [CLICK, INCOMPLETE],
      ['adding', 'Adding…', false],
    ],
  ])('%s', (_, events, expected) => {
    expect(view(run(events).state)).toEqual(expected);
  });
});

describe('timers as data', () => {
  it('starts exactly the spec timers', () => {
    const { steps } = run([CLICK, OK, 'FIRE', INCOMPLETE, 'FIRE', CLICK, FAIL]);
    expect(steps.map((step) => step.timers.map((timer) => timer.after))).toEqual([
      [],
      [2000],
      [],
      [2000],
      [],
      [],
      [1000],
    ]);
    expect(steps[1]?.timers[0]?.event).toBe('TIMER');
  });

  it('ignores a stale timer from an earlier added phase', () => {
    const first = run([CLICK, OK]);
    const stale = timerOf(first.last);
    const second = run([SOLD_OUT, RESTOCKED, CLICK, OK], first.state);
    expect(addToCartTransition(second.state, stale).state.phase).toBe('added');
    expect(addToCartTransition(second.state, timerOf(second.last)).state.phase).toBe('idle');
  });

  it('ignores the timer of a phase left for sold out', () => {
    const added = run([CLICK, OK]);
    const soldOut = addToCartTransition(added.state, SOLD_OUT).state;
    expect(view(addToCartTransition(soldOut, timerOf(added.last)).state)).toEqual([
      'soldOut',
      'Sold Out',
      true,
    ]);
  });
});

describe('effects', () => {
  it('asks for the add request once per accepted click', () => {
    const { steps } = run([CLICK, CLICK, OK, CLICK]);
    expect(steps.map((step) => step.effects)).toEqual([[{ type: 'add' }], [], [], []]);
  });

  it.each([
    [{}, 'Unable to Add Item'],
    [{ expressCheckout: true }, 'Unable to Purchase Item'],
    [{ giftCard: true }, 'Unable to purchase Gift Card'],
  ])('alerts on failure with context %j -> %s', (context, title) => {
    const start = initialAddToCart('Add To Cart', context);
    const failure: AddToCartEvent = {
      type: 'ADD_FAILED',
      failure: { kind: 'crumb', cookiesEnabled: false },
    };
    expect(run([CLICK, failure], start).last.effects).toEqual([
      {
        type: 'alert',
        title,
        message: 'Please enable cookies in your browser, reload the page, and try again.',
      },
    ]);
  });
});

describe('labels', () => {
  const relabel: AddToCartEvent = { type: 'SET_LABEL', label: 'Subscribe' };

  it.each<[string, (AddToCartEvent | 'FIRE')[], string, string]>([
    ['idle shows the new label at once', [relabel], 'idle', 'Subscribe'],
    ['adding keeps its text, restores the new label later', [CLICK, relabel], 'adding', 'Adding…'],
    [
      'sold out remembers the new label for re-enabling',
      [SOLD_OUT, relabel],
      'soldOut',
      'Sold Out',
    ],
    ['error pause shows the new label', [CLICK, FAIL, relabel], 'error', 'Subscribe'],
  ])('%s', (_, events, phase, text) => {
    const { state } = run(events);
    expect([state.phase, state.text, state.label]).toEqual([phase, text, 'Subscribe']);
  });

  it('restores a custom label after sold out', () => {
    const { state } = run([SOLD_OUT, RESTOCKED], initialAddToCart('Pre-order'));
    expect(view(state)).toEqual(['idle', 'Pre-order', false]);
  });
});

describe('add-on icons', () => {
  it.each<[AddToCartPhase, string]>([
    ['idle', 'plus'],
    ['adding', 'spinner'],
    ['added', 'checkmark'],
    ['error', 'plus'],
    ['soldOut', 'plus'],
    ['selectOption', 'plus'],
  ])('%s shows %s', (phase, icon) => {
    expect(addOnIcon(phase)).toBe(icon);
  });
});
