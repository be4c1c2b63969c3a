// A form as a visitor fills it in: every field of the definition, client validation on submit
// (values.ts over shared/forms), then the submission machine (shared/machines/form-submission):
// lock, 'Submitting…' (or 'Saving…'), and on success the submission text with the owner's
// post-submit HTML (sanitized, rendered only here in the visitor's page) or the redirect; on
// failure the errors, with focus on the first invalid field.

import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import type { CaptchaAction } from '../../shared/api/forms';
import { ownValue } from '../../shared/json/keys';
import { type FormVariant, SUBMITTING_TEXT } from '../../shared/machines/form-submission';
import { sanitizeHtml } from '../html-sanitize';
import { useSiteHref } from '../site-path';
import { useSiteWords, useVisitorMessage } from '../site-words';
import { Captcha } from './Captcha';
import { revealsCaptcha } from './captcha-rules';
import { FieldControl } from './FieldControl';
import type { SendResult } from './submit';
import { useSubmission } from './use-submission';
import { checkForm, type FieldValue, type FormValues, initialValues } from './values';
import type { FormDefinition } from './wire';

export interface FormViewProps {
  readonly definition: FormDefinition;
  readonly variant?: FormVariant;
  readonly submitText?: string;
  readonly captchaAction?: CaptchaAction;
  /** Sends the checked values (the caller builds its payload); answers what the form shows. */
  readonly send: (values: FormValues, captchaKey: string | null) => Promise<SendResult>;
  /** True inside the editor's frame: a redirect is named, not followed. */
  readonly editing?: boolean;
  /** What the controls hold at first (saved answers reopened), else a new form's values. */
  readonly initialValues?: FormValues | undefined;
}

function Html({ html, className }: { readonly html: string; readonly className: string }) {
  const clean = useMemo(() => sanitizeHtml(html).html, [html]);
  if (clean.trim() === '') return null;
  return (
    <div
      className={`${className} sb-prose`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify output (html-sanitize.ts).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

export function FormView(props: FormViewProps) {
  const { definition, variant = 'visitor', editing = false } = props;
  const baseId = useId();
  const domId = (fieldId: string) => `${baseId}-f-${fieldId}`;
  const [values, setValues] = useState<FormValues>(
    () => props.initialValues ?? initialValues(definition.fields),
  );
  const [captchaKey, setCaptchaKey] = useState<string | null>(null);
  const [captchaResets, setCaptchaResets] = useState(0);
  const siteHref = useSiteHref();
  const redirect = definition.successRedirect ? siteHref(definition.successRedirect) : null;
  const bannerRef = useRef<HTMLParagraphElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const pending = useRef<Readonly<Record<string, string>>>({});
  const words = useSiteWords();
  const message = useVisitorMessage();

  const focusFirstInvalid = (errors: Readonly<Record<string, string>>) => {
    const first = definition.fields.find((field) => ownValue(errors, field.id));
    const target = first ? document.getElementById(`${domId(first.id)}-input`) : bannerRef.current;
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
  };

  const [state, dispatch] = useSubmission(
    {
      variant,
      submitText: props.submitText ?? definition.submitText ?? words.formSubmit,
      captchaBound: definition.captchaEnabled,
      successRedirect: redirect,
    },
    (effect) => {
      switch (effect.type) {
        case 'send':
          void props.send(values, effect.captchaToken).then((result) =>
            dispatch(
              result.ok
                ? { type: 'submitSucceeded' }
                : {
                    type: 'submitFailed',
                    formError: result.formError,
                    fieldErrors: result.fieldErrors,
                  },
            ),
          );
          return;
        case 'scrollToErrors':
          queueMicrotask(() => focusFirstInvalid(pending.current));
          return;
        case 'scrollToMessage':
          queueMicrotask(() => {
            doneRef.current?.focus();
            doneRef.current?.scrollIntoView?.({ block: 'center' });
          });
          return;
        case 'runPostSubmitHtml':
          return;
        case 'redirect':
          if (!editing) window.location.assign(effect.url);
          return;
        case 'resetCaptcha':
          setCaptchaKey(null);
          setCaptchaResets((count) => count + 1);
          return;
      }
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkForm(definition.fields, values);
    pending.current = check.fieldErrors;
    dispatch({ type: 'submitRequested', fieldErrors: check.fieldErrors, captchaToken: captchaKey });
  };
  pending.current = state.fieldErrors;

  if (state.phase === 'submitted' && (state.submissionTextShown || (editing && redirect))) {
    return (
      <div className="sb-form-done" ref={doneRef} tabIndex={-1} role="status">
        {state.submissionTextShown ? (
          <>
            <Html className="sb-form-message" html={definition.parsedSubmissionMessage} />
            <Html className="sb-form-post-html" html={definition.submissionHTML} />
          </>
        ) : (
          <p>Visitors go to {redirect} after submitting.</p>
        )}
      </div>
    );
  }

  const setField = (id: string, value: FieldValue) =>
    setValues((current) => ({ ...current, [id]: value }));
  const hasErrors = state.formError !== null;
  const errorOf = (errors: Readonly<Record<string, string>>, id: string) => {
    const error = ownValue(errors, id);
    return error === undefined ? undefined : message(error);
  };
  return (
    <form
      className="sb-form-form"
      aria-label={definition.name || words.formLabel}
      noValidate
      onSubmit={onSubmit}
      onFocus={(event) => {
        if (revealsCaptcha(event.target)) dispatch({ type: 'fieldFocused' });
      }}
    >
      <p className="sb-form-banner" ref={bannerRef} tabIndex={-1} role="alert">
        {state.formError === null ? '' : message(state.formError)}
      </p>
      {definition.fields.map((field) => (
        <FieldControl
          key={field.id}
          field={field}
          value={ownValue(values, field.id)}
          error={errorOf(state.fieldErrors, field.id)}
          domId={domId(field.id)}
          onChange={(value) => setField(field.id, value)}
        />
      ))}
      {definition.captchaEnabled ? (
        <Captcha
          action={props.captchaAction ?? 'form_block'}
          theme={definition.captchaTheme}
          alignment={definition.captchaAlignment}
          visible={state.captchaBadgeVisible}
          resets={captchaResets}
          onToken={(token) => {
            setCaptchaKey(token);
            if (token) dispatch({ type: 'captchaSolved' });
          }}
        />
      ) : null}
      <Html className="sb-form-disclaimer" html={definition.parsedDisclaimerMessage} />
      <button
        className="sb-form-submit"
        type="submit"
        disabled={state.submitDisabled}
        aria-disabled={state.locked ? true : undefined}
      >
        {state.buttonText === SUBMITTING_TEXT[variant]
          ? words[variant === 'visitor' ? 'submitting' : 'saving']
          : state.buttonText}
      </button>
      {hasErrors ? <p className="sb-form-banner-below">{words.problemBelow}</p> : null}
    </form>
  );
}
