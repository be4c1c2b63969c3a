// The add-to-cart button as a pure state machine: spec storefront.md §4 "Add-to-cart button" and
// "Sold out / temporary", §8 alert texts, §9 durations.
//   idle -> adding ('Adding…') -> added ('Added!', 2 s) -> idle; on failure error -> idle after 1 s.
//   A product form closed without answers cancels the add: adding -> idle at once, no alert.
//   Sold out: 'Sold Out' and disabled, remembering the resting text; re-enabling restores it.
//   Listing pages: an incomplete selection shows 'Select Option', disabled, for 2000 ms.
// Timers are data: a step returns the timers to start, each tagged with a token; a TIMER event
// whose token is not the current one is stale (its phase was left) and is ignored, so callers
// never need to cancel timers and tests need no fake clock.
//
// Decisions beyond the spec: clicks are ignored while adding (no double submission), while added
// (spec) and during the 1 s error pause (the alert is up); the error pause shows the resting text.
// Only the sold-out and select-option phases disable the button, as the spec says.

import {
  type AddErrorContext,
  type AddFailure,
  addErrorAlert,
} from '../products/add-to-cart-errors';

export const ADDING_TEXT = 'Adding…';
export const ADDED_TEXT = 'Added!';
export const SOLD_OUT_TEXT = 'Sold Out';
export const SELECT_OPTION_TEXT = 'Select Option';

export const ADDED_DURATION_MS = 2000;
export const ERROR_RESET_MS = 1000;
export const SELECT_OPTION_DURATION_MS = 2000;

export type AddToCartPhase = 'idle' | 'adding' | 'added' | 'error' | 'soldOut' | 'selectOption';

export interface AddToCartState {
  readonly phase: AddToCartPhase;
  /** The resting text ('Add To Cart', 'Subscribe' or custom), restored after every pause. */
  readonly label: string;
  /** What the button shows now. */
  readonly text: string;
  readonly disabled: boolean;
  /** Which alert title applies when an add fails. */
  readonly context: AddErrorContext;
  /** Token of the one live timer; older TIMER events are ignored. */
  readonly timerToken: number;
}

export type AddToCartEvent =
  | { readonly type: 'CLICK' }
  | { readonly type: 'ADD_SUCCEEDED' }
  | { readonly type: 'ADD_FAILED'; readonly failure: AddFailure }
  /** The shopper closed the product's additional-fields form: nothing was added. */
  | { readonly type: 'ADD_CANCELLED' }
  | { readonly type: 'TIMER'; readonly token: number }
  | { readonly type: 'SOLD_OUT' }
  | { readonly type: 'RESTOCKED' }
  | { readonly type: 'INCOMPLETE_SELECTION' }
  | { readonly type: 'SET_LABEL'; readonly label: string };

export interface AddToCartTimer {
  readonly after: number;
  readonly event: 'TIMER';
  readonly token: number;
}

export type AddToCartEffect =
  /** Validate and send the add request; answer with ADD_SUCCEEDED or ADD_FAILED. */
  | { readonly type: 'add' }
  | { readonly type: 'alert'; readonly title: string; readonly message: string };

export interface AddToCartStep {
  readonly state: AddToCartState;
  readonly timers: readonly AddToCartTimer[];
  readonly effects: readonly AddToCartEffect[];
}

export function initialAddToCart(label: string, context: AddErrorContext = {}): AddToCartState {
  return { phase: 'idle', label, text: label, disabled: false, context, timerToken: 0 };
}

function stay(state: AddToCartState): AddToCartStep {
  return { state, timers: [], effects: [] };
}

/** Enter a phase; a timed phase gets a fresh token and its timer, any other phase voids old timers. */
function enter(
  state: AddToCartState,
  phase: AddToCartPhase,
  text: string,
  disabled: boolean,
  after?: number,
  effects: readonly AddToCartEffect[] = [],
): AddToCartStep {
  const timerToken = state.timerToken + 1;
  const timers = after === undefined ? [] : [{ after, event: 'TIMER' as const, token: timerToken }];
  return { state: { ...state, phase, text, disabled, timerToken }, timers, effects };
}

const toIdle = (state: AddToCartState) => enter(state, 'idle', state.label, false);

export function addToCartTransition(state: AddToCartState, event: AddToCartEvent): AddToCartStep {
  switch (event.type) {
    case 'CLICK':
      return state.phase === 'idle'
        ? enter(state, 'adding', ADDING_TEXT, false, undefined, [{ type: 'add' }])
        : stay(state);
    case 'ADD_SUCCEEDED':
      return state.phase === 'adding'
        ? enter(state, 'added', ADDED_TEXT, false, ADDED_DURATION_MS)
        : stay(state);
    case 'ADD_FAILED': {
      if (state.phase !== 'adding') return stay(state);
      const alert = addErrorAlert(event.failure, state.context);
      return enter(state, 'error', state.label, false, ERROR_RESET_MS, [
        { type: 'alert', ...alert },
      ]);
    }
    case 'ADD_CANCELLED':
      return state.phase === 'adding' ? toIdle(state) : stay(state);
    case 'TIMER':
      // Only the phase that started a timer holds its token, so a match always means "time's up".
      return event.token === state.timerToken ? toIdle(state) : stay(state);
    case 'SOLD_OUT':
      return enter(state, 'soldOut', SOLD_OUT_TEXT, true);
    case 'RESTOCKED':
      return state.phase === 'soldOut' ? toIdle(state) : stay(state);
    case 'INCOMPLETE_SELECTION':
      return state.phase === 'idle'
        ? enter(state, 'selectOption', SELECT_OPTION_TEXT, true, SELECT_OPTION_DURATION_MS)
        : stay(state);
    case 'SET_LABEL': {
      const showsLabel = state.phase === 'idle' || state.phase === 'error';
      const text = showsLabel ? event.label : state.text;
      return stay({ ...state, label: event.label, text });
    }
  }
}

export type AddOnIcon = 'plus' | 'spinner' | 'checkmark';

/** Add-on buttons show an icon instead of text (spec §4): spinner while adding, checkmark when added. */
export function addOnIcon(phase: AddToCartPhase): AddOnIcon {
  if (phase === 'adding') return 'spinner';
  if (phase === 'added') return 'checkmark';
  return 'plus';
}
