// One account form (sign in, or create an account): labelled email and password, errors tied to
// their inputs (aria-invalid, aria-describedby), a form-level refusal as an alert.
import { useState } from 'react';
import { CheckoutField as Field } from '../cart/CheckoutField';
import { useStorefrontStrings } from '../context';
import {
  type AccountFormErrors,
  type AccountFormValues,
  checkAccountForm,
  EMPTY_ACCOUNT_FORM,
  type FormMode,
  refusalView,
} from './account-form';

export function CredentialsForm(props: {
  mode: FormMode;
  title: string;
  /** Sends the checked credentials; throws the API's error on a refusal. */
  onSubmit: (values: AccountFormValues) => Promise<void>;
}) {
  const [values, setValues] = useState<AccountFormValues>(EMPTY_ACCOUNT_FORM);
  const [errors, setErrors] = useState<AccountFormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const words = useStorefrontStrings();
  const titleId = `sb-account-${props.mode}`;

  const submit = async () => {
    const check = checkAccountForm(values, props.mode);
    setErrors(check.ok ? {} : check.errors);
    setMessage(null);
    if (!check.ok) return;
    setBusy(true);
    try {
      await props.onSubmit({ ...values, email: check.credentials.email });
    } catch (failure) {
      const view = refusalView(failure);
      setErrors(view.errors);
      setMessage(view.message);
      setBusy(false);
    }
  };

  return (
    <form
      className="sb-account-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={titleId}>{props.title}</h2>
      {message ? (
        <p className="sb-cart-error" role="alert">
          {message}
        </p>
      ) : null}
      <Field
        name="email"
        label={words.fieldEmail}
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(email) => setValues((current) => ({ ...current, email }))}
      />
      <Field
        name="password"
        label={
          props.mode === 'create' ? `${words.password} (${words.newPasswordHint})` : words.password
        }
        type="password"
        autoComplete={props.mode === 'create' ? 'new-password' : 'current-password'}
        value={values.password}
        error={errors.password}
        onChange={(password) => setValues((current) => ({ ...current, password }))}
      />
      <label className="sb-account-check">
        <input
          type="checkbox"
          checked={values.rememberMe}
          onChange={(event) => {
            const rememberMe = event.target.checked;
            setValues((current) => ({ ...current, rememberMe }));
          }}
        />
        {words.rememberMe}
      </label>
      <button type="submit" className="sb-button" disabled={busy}>
        {busy ? words.working : props.title}
      </button>
    </form>
  );
}
