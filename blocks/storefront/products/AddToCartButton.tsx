// The add button: a real button that keeps focus while adding (aria-disabled, never `disabled`,
// so keyboard users do not lose their place), its text from the state machine, and a polite live
// region that says what happened; a failure raises an alert with the spec's title and message.
// On the live site it stays aria-disabled until its script runs (use-hydrated.ts).
import type { AddToCartState } from '../../../shared/machines/add-to-cart';
import { useHydrated } from '../../use-hydrated';
import type { AddAlert } from './use-add-to-cart';

export function AddToCartButton(props: {
  state: AddToCartState;
  alert: AddAlert | null;
  productName: string;
  onClick: () => void;
}) {
  const { state, alert, productName, onClick } = props;
  const busy = state.phase === 'adding';
  const inactive = !useHydrated() || state.disabled || busy;
  let announcement = '';
  if (state.phase === 'adding') announcement = `Adding ${productName}…`;
  else if (state.phase === 'added') announcement = `Added! ${productName} is in your cart.`;
  return (
    <div className="sb-product-add">
      <button
        type="button"
        className="sb-button sb-button--medium sb-product-add-button"
        data-phase={state.phase}
        aria-disabled={inactive ? true : undefined}
        aria-busy={busy ? true : undefined}
        onClick={() => {
          if (!inactive) onClick();
        }}
      >
        {state.text}
      </button>
      <p className="sb-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {alert ? (
        <div className="sb-product-alert" role="alert">
          <strong className="sb-product-alert-title">{alert.title}</strong>
          <span> {alert.message}</span>
        </div>
      ) : null}
    </div>
  );
}
