// The product-added popover beside the pill cart: spec storefront.md §4 "Pill cart" and §9,
// site-and-editor.md §4 "Cart indicator" and §9. Pure: timers and scrolling are the caller's;
// the lifecycle returns the timer it wants started as data.

/** The popover disappears after this long (or on its close control). */
export const CART_POPOVER_DURATION_MS = 3000;
/** Reflow on scroll at most once per this interval. */
export const CART_POPOVER_REFLOW_THROTTLE_MS = 100;
/**
 * The spec's "popover offsets 16 and 33 px". Their meaning is ours: 16 px is the gap between the
 * popover and what it is placed against (the cart link below which it sits, or the viewport
 * edges in the top-right fallback); 33 px is how far the popover's arrow sits from the popover's
 * right edge, so the arrow points at the centre of the cart link.
 */
export const CART_POPOVER_GAP_PX = 16;
export const CART_POPOVER_ARROW_INSET_PX = 33;

export interface Rect {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** Offsets from the viewport's top and right edges, in CSS pixels. */
export interface PopoverPlacement {
  readonly top: number;
  readonly right: number;
  /** False in the top-right fallback, where there is no link to point at. */
  readonly arrow: boolean;
}

/**
 * Places the popover below the visible cart link, its arrow under the link's centre, never
 * closer than the gap to the viewport's right edge. No visible link: top right.
 * @param link the visible cart link's viewport rectangle, or null when none is visible.
 */
export function placeCartPopover(link: Rect | null, viewportWidth: number): PopoverPlacement {
  if (link === null) return { top: CART_POPOVER_GAP_PX, right: CART_POPOVER_GAP_PX, arrow: false };
  const linkCentre = (link.left + link.right) / 2;
  const right = viewportWidth - linkCentre - CART_POPOVER_ARROW_INSET_PX;
  return {
    top: link.bottom + CART_POPOVER_GAP_PX,
    right: Math.max(CART_POPOVER_GAP_PX, right),
    arrow: true,
  };
}

/** Throttle for scroll reflows: true when the last reflow is at least 100 ms old. */
export function shouldReflow(lastReflowAt: number | null, now: number): boolean {
  return lastReflowAt === null || now - lastReflowAt >= CART_POPOVER_REFLOW_THROTTLE_MS;
}

export type PopoverState =
  | { readonly open: false; readonly generation: number }
  | { readonly open: true; readonly generation: number; readonly title: string };

export type PopoverEvent =
  | { readonly type: 'itemAdded'; readonly title: string }
  | { readonly type: 'closePressed' }
  /** The timer started for `generation` ran out. */
  | { readonly type: 'timerElapsed'; readonly generation: number };

export type PopoverEffect = {
  readonly type: 'startTimer';
  readonly ms: number;
  readonly generation: number;
};

export const POPOVER_CLOSED: PopoverState = { open: false, generation: 0 };

/**
 * A new item replaces any earlier popover and starts a fresh 3000 ms timer; a timer from an
 * earlier popover (older generation) is ignored.
 */
export function popoverTransition(
  state: PopoverState,
  event: PopoverEvent,
): { state: PopoverState; effects: readonly PopoverEffect[] } {
  switch (event.type) {
    case 'itemAdded': {
      const generation = state.generation + 1;
      return {
        state: { open: true, generation, title: event.title },
        effects: [{ type: 'startTimer', ms: CART_POPOVER_DURATION_MS, generation }],
      };
    }
    case 'closePressed':
      return { state: { open: false, generation: state.generation }, effects: [] };
    case 'timerElapsed':
      if (event.generation !== state.generation) return { state, effects: [] };
      return { state: { open: false, generation: state.generation }, effects: [] };
  }
}
