// The popover after an add: the product's title, replacing any earlier one, gone after 3000 ms
// or on its close button (shared/cart/popover decides; this runs its timer). It sits below the
// visible cart link, re-placed on scroll at most every 100 ms, and at the top right when no
// cart link is visible.

import { useEffect, useReducer, useState } from 'react';
import {
  POPOVER_CLOSED,
  type PopoverEvent,
  type PopoverPlacement,
  type PopoverState,
  placeCartPopover,
  popoverTransition,
  type Rect,
  shouldReflow,
} from '../../../shared/cart/popover';
import { SiteAnchor } from '../../SiteAnchor';
import { useCart } from '../cart-store';
import { useStorefrontStrings } from '../context';
import { CART_ADDRESS } from './CartIndicators';

/** The first cart link (not the pill) that is on screen, or null. */
export function visibleCartLink(
  doc: Document,
  viewport: { width: number; height: number },
): Rect | null {
  for (const link of doc.querySelectorAll<HTMLElement>('[data-cart-link]')) {
    const rect = link.getBoundingClientRect();
    const onScreen =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.top < viewport.height &&
      rect.right > 0 &&
      rect.left < viewport.width;
    if (onScreen) return rect;
  }
  return null;
}

function place(): PopoverPlacement {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  return placeCartPopover(visibleCartLink(document, viewport), viewport.width);
}

export function CartPopover() {
  const lastAdded = useCart((state) => state.lastAdded);
  const [state, dispatch] = usePopoverMachine();
  const [placement, setPlacement] = useState<PopoverPlacement | null>(null);
  const words = useStorefrontStrings();

  useEffect(() => {
    if (lastAdded) dispatch({ type: 'itemAdded', title: lastAdded.title });
  }, [lastAdded, dispatch]);

  useEffect(() => {
    if (!state.open) return;
    setPlacement(place());
    let last: number | null = performance.now();
    let pending: number | undefined;
    const onScroll = () => {
      const now = performance.now();
      if (shouldReflow(last, now)) {
        last = now;
        setPlacement(place());
      } else if (pending === undefined) {
        // The last scroll of a burst still places it once the throttle allows.
        pending = window.setTimeout(() => {
          pending = undefined;
          last = performance.now();
          setPlacement(place());
        }, 100);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.clearTimeout(pending);
    };
  }, [state]);

  if (!state.open || placement === null) return null;
  return (
    <div
      className="sb-cart-popover"
      data-arrow={placement.arrow ? '' : undefined}
      style={{ top: placement.top, right: placement.right }}
      role="status"
      aria-live="polite"
    >
      <p className="sb-cart-popover-title">
        {words.cartAdded} <strong>{state.title}</strong>
      </p>
      <SiteAnchor className="sb-cart-popover-link" href={CART_ADDRESS}>
        {words.cartView}
      </SiteAnchor>
      <button
        type="button"
        className="sb-cart-popover-close"
        aria-label={words.close}
        onClick={() => dispatch({ type: 'closePressed' })}
      >
        ×
      </button>
    </div>
  );
}

/** The popover's state machine; the timers its transitions ask for are started here. */
function usePopoverMachine(): [PopoverState, (event: PopoverEvent) => void] {
  const [machine, dispatch] = useReducer(
    (current: { state: PopoverState }, event: PopoverEvent) =>
      popoverTransition(current.state, event),
    { state: POPOVER_CLOSED, effects: [] },
  );
  useEffect(() => {
    const ids = machine.effects.map((effect) =>
      window.setTimeout(
        () => dispatch({ type: 'timerElapsed', generation: effect.generation }),
        effect.ms,
      ),
    );
    return () => {
      for (const id of ids) window.clearTimeout(id);
    };
  }, [machine]);
  return [machine.state, dispatch];
}
