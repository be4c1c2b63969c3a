// The donation block: its appeal, the suggested amounts as a radio group, the visitor's own
// amount, the recurring option and the donate button. Checkout is not connected yet: donating
// shows a polite status note and never leaves the page.
import { type FormEvent, useId, useState } from 'react';
import type { BlockRenderProps } from '../types';
import { AmountRadios } from './AmountRadios';
import { amountLabel, readCustomAmount } from './amounts';
import type { DonationSettings } from './schema';
import './donation.css';

export const CHOOSE_AMOUNT_LABEL = 'Choose an amount';
export const NOT_CONNECTED_NOTE = 'Online donations are not connected yet, so nothing was charged.';

export function donationThanks(amount: string): string {
  return `Thank you for choosing to give ${amount}. ${NOT_CONNECTED_NOTE}`;
}

type Choice = number | 'custom';

export function DonationRender({ settings }: BlockRenderProps<DonationSettings>) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>(0);
  const [customText, setCustomText] = useState('');
  const [recurring, setRecurring] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const { amounts, currency } = settings;
  const checked =
    choice === 'custom' && settings.allowCustom
      ? null
      : Math.min(typeof choice === 'number' ? choice : 0, amounts.length - 1);

  function choose(next: Choice, text = customText) {
    setChoice(next);
    setCustomText(text);
    setError('');
    setStatus('');
  }

  function donate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checked !== null) {
      const item = amounts[checked];
      if (item) setStatus(donationThanks(amountLabel(item.amount, currency)));
      return;
    }
    const custom = readCustomAmount(customText, currency);
    if (custom.ok) setStatus(donationThanks(amountLabel(custom.amount, currency)));
    else setError(custom.message);
  }

  const title = settings.title.trim();
  const description = settings.description.trim();
  const recurringText = settings.recurringText.trim();
  return (
    <section className="sb-donation" aria-labelledby={title ? `${id}-title` : undefined}>
      {title ? (
        <h2 id={`${id}-title`} className="sb-donation-title">
          {title}
        </h2>
      ) : null}
      {description ? <p className="sb-donation-description">{description}</p> : null}
      <form className="sb-donation-form" onSubmit={donate} noValidate>
        <p id={`${id}-amounts`} className="sb-donation-label">
          {CHOOSE_AMOUNT_LABEL}
        </p>
        <AmountRadios
          amounts={amounts}
          currency={currency}
          checked={checked}
          onCheck={(index) => choose(index)}
          name={`${id}-amount`}
          labelId={`${id}-amounts`}
        />
        {settings.allowCustom ? (
          <div className="sb-donation-custom">
            <label htmlFor={`${id}-custom`}>Other amount ({currency})</label>
            <input
              id={`${id}-custom`}
              className="sb-donation-input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={customText}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => choose('custom', event.target.value)}
            />
            {error ? (
              <p id={`${id}-error`} className="sb-donation-error">
                {error}
              </p>
            ) : null}
          </div>
        ) : null}
        {recurringText ? (
          <label className="sb-donation-recurring">
            <input
              type="checkbox"
              checked={recurring}
              onChange={(event) => setRecurring(event.target.checked)}
            />
            <span>{recurringText}</span>
          </label>
        ) : null}
        <button type="submit" className="sb-button sb-button--large sb-donation-submit">
          {settings.buttonLabel}
        </button>
      </form>
      <p className="sb-donation-status" role="status">
        {status}
      </p>
    </section>
  );
}
