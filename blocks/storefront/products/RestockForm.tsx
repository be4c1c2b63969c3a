// The back-in-stock sign-up for a sold-out variant (spec storefront.md §4 "Restock form", §5, §8):
// idle, then on submit an error or success; success leaves only the call to action and the
// owner's success text, or 'Signed up!'. The messages are shared/forms/restock's.
import { type FormEvent, useId, useState } from 'react';
import {
  CommercePath,
  type MerchandisingContext,
  type RestockSignUpRequest,
} from '../../../shared/api/commerce';
import {
  RESTOCK_TEXTS,
  restockEmailError,
  restockFailureMessage,
  restockSuccessText,
} from '../../../shared/forms/restock';
import { postJson, StorefrontApiError } from '../api';

type Phase = 'idle' | 'sending' | 'done';

export function RestockForm(props: {
  productId: string;
  variantId: string;
  merchandising: MerchandisingContext;
}) {
  const { productId, variantId, merchandising } = props;
  const [email, setEmail] = useState('');
  const [join, setJoin] = useState(merchandising.mailingListOptInByDefault);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase === 'sending') return;
    const invalid = restockEmailError(email);
    if (invalid) {
      setError(invalid);
      return;
    }
    setPhase('sending');
    setError(null);
    const body: RestockSignUpRequest = {
      productId,
      variantId,
      siteVisitorEmail: email.trim(),
      isJoinMailingList: merchandising.mailingListSignUpEnabled && join,
    };
    try {
      await postJson(CommercePath.restock, body);
      setPhase('done');
    } catch (failure) {
      setPhase('idle');
      setError(restockFailureMessage(failure instanceof StorefrontApiError ? failure.body : null));
    }
  }

  return (
    <div className="sb-product-restock" data-variant-id={variantId}>
      <p className="sb-product-restock-cta" id={`${id}-cta`}>
        {RESTOCK_TEXTS.cta}
      </p>
      {phase === 'done' ? (
        <p className="sb-product-restock-done" role="status">
          {restockSuccessText(merchandising.restockSuccessText)}
        </p>
      ) : (
        <form
          className="sb-product-restock-form"
          noValidate
          onSubmit={submit}
          aria-labelledby={`${id}-cta`}
        >
          <label className="sb-visually-hidden" htmlFor={`${id}-email`}>
            Email
          </label>
          <input
            id={`${id}-email`}
            className="sb-input"
            type="email"
            name="email"
            autoComplete="email"
            spellCheck={false}
            placeholder={RESTOCK_TEXTS.placeholder}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button
            type="submit"
            className="sb-button sb-button--small"
            aria-disabled={phase === 'sending' ? true : undefined}
          >
            {RESTOCK_TEXTS.button}
          </button>
          {merchandising.mailingListSignUpEnabled ? (
            <label className="sb-product-restock-list">
              <input
                type="checkbox"
                name="isJoinMailingList"
                checked={join}
                onChange={(event) => setJoin(event.target.checked)}
              />
              {RESTOCK_TEXTS.mailingList}
            </label>
          ) : null}
          <p id={`${id}-error`} className="sb-product-field-error" role="alert">
            {error ?? ''}
          </p>
        </form>
      )}
    </div>
  );
}
