// The newsletter block: title, description, a labelled sign-up form and a disclaimer. Sign-up is
// not connected yet (the forms wire it later), so a submit stays on the page and says so politely.
import { type FormEvent, useId, useState } from 'react';
import type { BlockRenderProps } from '../types';
import type { NewsletterSettings } from './schema';
import './newsletter.css';

export const NOT_CONNECTED_NOTE =
  'Thank you! Newsletter sign-up is not connected yet, so nothing was sent.';
const EMAIL_LABEL = 'Email Address';

function LabelledInput(props: {
  label: string;
  placeholder: string;
  name: string;
  type: 'email' | 'text';
  autoComplete: string;
}) {
  const id = useId();
  return (
    <span className="sb-newsletter-field">
      <label className="sb-visually-hidden" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="sb-newsletter-input"
        type={props.type}
        name={props.name}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
      />
    </span>
  );
}

export function NewsletterRender({ settings }: BlockRenderProps<NewsletterSettings>) {
  const [note, setNote] = useState('');
  const title = settings.title.trim();
  const placeholder = settings.placeholder.trim();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNote(NOT_CONNECTED_NOTE);
  };
  return (
    <div className={`sb-newsletter sb-newsletter--${settings.layout} sb-align-${settings.align}`}>
      {title ? <h2 className="sb-newsletter-title">{title}</h2> : null}
      {settings.description.trim() ? (
        <p className="sb-newsletter-description">{settings.description}</p>
      ) : null}
      <form className="sb-newsletter-form" aria-label={title || 'Newsletter'} onSubmit={onSubmit}>
        {settings.showName ? (
          <>
            <LabelledInput
              label="First Name"
              placeholder="First Name"
              name="fname"
              type="text"
              autoComplete="given-name"
            />
            <LabelledInput
              label="Last Name"
              placeholder="Last Name"
              name="lname"
              type="text"
              autoComplete="family-name"
            />
          </>
        ) : null}
        <LabelledInput
          label={placeholder || EMAIL_LABEL}
          placeholder={placeholder}
          name="email"
          type="email"
          autoComplete="email"
        />
        <button className="sb-newsletter-button" type="submit">
          {settings.buttonLabel}
        </button>
      </form>
      <p className="sb-newsletter-note" role="status">
        {note}
      </p>
      {settings.disclaimer.trim() ? (
        <p className="sb-newsletter-disclaimer">{settings.disclaimer}</p>
      ) : null}
    </div>
  );
}
