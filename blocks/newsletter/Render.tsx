// The newsletter block: title, description, a labelled sign-up form and a disclaimer. A submit
// goes through the forms' path to the form `newsletter` (sign-up.ts), locked while sending
// ('Submitting…'); the error is tied to the email field, the success text replaces the form.
import { type FormEvent, useId, useState } from 'react';
import { postJson } from '../form/http';
import { useSiteWords, useVisitorMessage } from '../site-words';
import type { BlockRenderProps } from '../types';
import type { NewsletterSettings } from './schema';
import { signUp } from './sign-up';
import './newsletter.css';

function LabelledInput(props: {
  label: string;
  placeholder: string;
  name: string;
  type: 'email' | 'text';
  autoComplete: string;
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
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
        value={props.value}
        onChange={props.onChange ? (event) => props.onChange?.(event.target.value) : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      />
      {props.error ? (
        <span className="sb-newsletter-error" id={`${id}-error`}>
          {props.error}
        </span>
      ) : null}
    </span>
  );
}

export function NewsletterRender({ settings }: BlockRenderProps<NewsletterSettings>) {
  const [note, setNote] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const title = settings.title.trim();
  const placeholder = settings.placeholder.trim();
  const words = useSiteWords();
  const message = useVisitorMessage();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setNote('');
    void signUp(postJson, email).then((result) => {
      setSending(false);
      if (result.ok) {
        setDone(true);
        setNote(words.signedUp);
        return;
      }
      setError(message(result.fieldErrors.email ?? ''));
      setNote(message(result.formError));
    });
  };
  return (
    <div className={`sb-newsletter sb-newsletter--${settings.layout} sb-align-${settings.align}`}>
      {title ? <h2 className="sb-newsletter-title">{title}</h2> : null}
      {settings.description.trim() ? (
        <p className="sb-newsletter-description">{settings.description}</p>
      ) : null}
      {done ? null : (
        <form
          className="sb-newsletter-form"
          aria-label={title || words.newsletter}
          noValidate
          onSubmit={onSubmit}
        >
          {settings.showName ? (
            <>
              <LabelledInput
                label={words.firstName}
                placeholder={words.firstName}
                name="fname"
                type="text"
                autoComplete="given-name"
              />
              <LabelledInput
                label={words.lastName}
                placeholder={words.lastName}
                name="lname"
                type="text"
                autoComplete="family-name"
              />
            </>
          ) : null}
          <LabelledInput
            label={placeholder || words.emailAddress}
            placeholder={placeholder}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(value) => {
              setEmail(value);
              if (error) setError('');
            }}
            error={error}
          />
          <button
            className="sb-newsletter-button"
            type="submit"
            aria-disabled={sending || undefined}
          >
            {sending ? words.submitting : settings.buttonLabel}
          </button>
        </form>
      )}
      <p className="sb-newsletter-note" role="status">
        {note}
      </p>
      {settings.disclaimer.trim() ? (
        <p className="sb-newsletter-disclaimer">{settings.disclaimer}</p>
      ) : null}
    </div>
  );
}
