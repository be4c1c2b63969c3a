// The owner's sign-in form: email and password ({email, password, rememberMe} to
// POST /api/auth/session), "Keep me signed in", and "Sign in with a passkey". The server's one
// refusal shows under the fields and is announced; the field it names is marked and focused.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { OwnerMe } from '../../shared/api/auth';
import { AuthField, FormAlert, PasskeyChoice } from './AuthField';
import type { AuthClient } from './client';
import { signInWithPasskey } from './passkeys';

export interface SignInFormProps {
  readonly client: AuthClient;
  readonly onSignedIn: (me: OwnerMe) => void;
  readonly initialEmail?: string;
}

interface Refusal {
  readonly message: string;
  readonly field?: string;
}

export function SignInForm({ client, onSignedIn, initialEmail = '' }: SignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState<'password' | 'passkey' | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const alertId = useId();

  // The first field to fill takes the focus, so a keyboard starts typing at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on the form's first render only.
  useEffect(() => {
    (initialEmail ? passwordRef : emailRef).current?.focus();
  }, []);

  async function attempt(kind: 'password' | 'passkey') {
    if (busy) return;
    setRefusal(null);
    setBusy(kind);
    const result =
      kind === 'password'
        ? await client.signIn({ email: email.trim(), password, rememberMe })
        : await signInWithPasskey(client, rememberMe);
    setBusy(null);
    if (result.ok) {
      onSignedIn(result.value);
      return;
    }
    setRefusal({ message: result.message, field: result.field });
    if (kind === 'password') {
      const target = result.field === 'email' ? emailRef.current : passwordRef.current;
      target?.focus();
      target?.select();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void attempt('password');
  }

  const errorOf = (field: string) => (refusal?.field === field ? alertId : undefined);

  return (
    <>
      <form className="auth-form" aria-label="Sign in" noValidate onSubmit={onSubmit}>
        <AuthField
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="username"
          errorId={errorOf('email')}
          inputRef={emailRef}
        />
        <AuthField
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          errorId={errorOf('password')}
          inputRef={passwordRef}
        />
        <label className="auth-check">
          <input
            type="checkbox"
            className="checkbox"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
          Keep me signed in
        </label>
        <FormAlert id={alertId} message={refusal?.message ?? null} />
        <button type="submit" className="button button-primary auth-submit" disabled={!!busy}>
          {busy === 'password' ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <PasskeyChoice
        label={busy === 'passkey' ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
        busy={!!busy}
        onClick={() => void attempt('passkey')}
      />
    </>
  );
}
