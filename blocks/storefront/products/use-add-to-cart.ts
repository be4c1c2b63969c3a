// Drives the add-to-cart state machine (shared/machines/add-to-cart) in React: it runs the
// machine's timers and its 'add' effect, and keeps the alert the last failure raised.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type AddToCartEvent,
  type AddToCartState,
  addToCartTransition,
  initialAddToCart,
} from '../../../shared/machines/add-to-cart';
import type { AddErrorContext } from '../../../shared/products/add-to-cart-errors';
import { toAddFailure } from '../api';
import { AddCancelled } from './add-flow';

export interface AddAlert {
  readonly title: string;
  readonly message: string;
}

export function useAddToCart(
  label: string,
  context: AddErrorContext,
  soldOut: boolean,
  runAdd: () => Promise<void>,
) {
  const [state, setState] = useState<AddToCartState>(() => initialAddToCart(label, context));
  const [alert, setAlert] = useState<AddAlert | null>(null);
  const stateRef = useRef(state);
  const runRef = useRef(runAdd);
  runRef.current = runAdd;
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const send = useCallback((event: AddToCartEvent) => {
    const step = addToCartTransition(stateRef.current, event);
    stateRef.current = step.state;
    setState(step.state);
    for (const timer of step.timers) {
      timers.current.push(
        setTimeout(() => send({ type: 'TIMER', token: timer.token }), timer.after),
      );
    }
    for (const effect of step.effects) {
      if (effect.type === 'alert') setAlert({ title: effect.title, message: effect.message });
      else {
        setAlert(null);
        runRef.current().then(
          () => send({ type: 'ADD_SUCCEEDED' }),
          (error: unknown) =>
            send(
              error instanceof AddCancelled
                ? { type: 'ADD_CANCELLED' }
                : { type: 'ADD_FAILED', failure: toAddFailure(error) },
            ),
        );
      }
    }
  }, []);

  useEffect(() => send({ type: 'SET_LABEL', label }), [label, send]);
  useEffect(() => send({ type: soldOut ? 'SOLD_OUT' : 'RESTOCKED' }), [soldOut, send]);
  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );

  return { state, alert, send, dismissAlert: () => setAlert(null) };
}
