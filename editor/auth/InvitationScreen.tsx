// Opening an invitation link (`/?invitation=<token>`): "You are invited to edit <site> as <role>",
// then either a new password, or a passkey (the invitation is accepted without a password, which
// signs the person in, and a passkey is added at once). An existing account is asked to sign in
// first (the server answers 403 with a sentence); signed in as the invited email, one button.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type InvitationPreview, type OwnerMe, OwnerMessage } from '../../shared/api/auth';
import { PASSWORD_MIN_LENGTH } from '../../shared/api/site-users';
import { Feedback } from '../ui/Feedback';
import { AuthField, FormAlert, PasskeyChoice } from './AuthField';
import type { AuthClient, AuthResult } from './client';
import { addPasskey } from './passkeys';
import { SignInForm } from './SignInForm';
import { Announced, AuthCard } from './SignInScreen';

export interface InvitationScreenProps {
  readonly client: AuthClient;
  readonly token: string;
  /** Who is signed in already, if anyone. */
  readonly me: OwnerMe | null;
  readonly onAccepted: (me: OwnerMe) => void;
  /** Leave the invitation for the sign-in screen (or the editor, when signed in). */
  readonly onLeave: () => void;
}

type Step =
  | { readonly kind: 'loading' }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'choose'; readonly preview: InvitationPreview }
  | { readonly kind: 'sign-in'; readonly preview: InvitationPreview; readonly message: string }
  | { readonly kind: 'no-passkey'; readonly me: OwnerMe; readonly message: string };

export function InvitationScreen({
  client,
  token,
  me,
  onAccepted,
  onLeave,
}: InvitationScreenProps) {
  const [step, setStep] = useState<Step>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    void client.invitation(token).then((answer) => {
      if (!current) return;
      setStep(
        answer.ok
          ? { kind: 'choose', preview: answer.value }
          : {
              kind: 'invalid',
              message: answer.status === 404 ? OwnerMessage.invitationInvalid : answer.message,
            },
      );
    });
    return () => {
      current = false;
    };
  }, [client, token]);

  /** What an accept answered: in, refused for its password, or a step of its own. */
  function afterAccept(preview: InvitationPreview, answer: AuthResult<OwnerMe>): string | null {
    if (answer.ok) return null;
    if (answer.status === 403) setStep({ kind: 'sign-in', preview, message: answer.message });
    else if (answer.status === 404) setStep({ kind: 'invalid', message: answer.message });
    return answer.message;
  }

  async function withPasskey(accepted: OwnerMe): Promise<void> {
    const added = await addPasskey(client, '');
    if (added.ok) onAccepted(accepted);
    else setStep({ kind: 'no-passkey', me: accepted, message: added.message });
  }

  if (step.kind === 'loading') {
    return (
      <AuthCard title="Your invitation">
        <p role="status">Opening the invitation…</p>
      </AuthCard>
    );
  }
  if (step.kind === 'invalid') {
    return (
      <AuthCard title="Your invitation">
        <Feedback tone="error" className="auth-alert">
          {step.message}
        </Feedback>
        <button type="button" className="button button-primary auth-submit" onClick={onLeave}>
          {me ? 'Open the editor' : 'Go to sign in'}
        </button>
      </AuthCard>
    );
  }
  if (step.kind === 'no-passkey') {
    return (
      <AuthCard title="Add a passkey">
        <Feedback tone="error" className="auth-alert">
          {step.message}
        </Feedback>
        <p className="auth-lead">
          You have joined the site. Without a passkey or a password you cannot sign in again: try
          once more, or set a password in Account.
        </p>
        <button
          type="button"
          className="button button-primary auth-submit"
          onClick={() => void withPasskey(step.me)}
        >
          Try the passkey again
        </button>
        <button type="button" className="button auth-submit" onClick={() => onAccepted(step.me)}>
          Continue to the editor
        </button>
      </AuthCard>
    );
  }
  const { preview } = step;
  const title = `You are invited to edit ${preview.siteTitle} as ${preview.role}`;
  if (step.kind === 'sign-in') {
    return (
      <AuthCard title={title}>
        <Announced text={step.message} />
        <SignInForm
          client={client}
          initialEmail={preview.email}
          onSignedIn={async () => {
            const answer = await client.acceptInvitation(token);
            const refused = afterAccept(preview, answer);
            if (answer.ok) onAccepted(answer.value);
            else if (refused) setStep({ kind: 'sign-in', preview, message: refused });
          }}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} lead={`The invitation is for ${preview.email}.`}>
      {me?.email === preview.email ? (
        <AcceptAsSignedIn
          onAccept={async () => {
            const answer = await client.acceptInvitation(token);
            if (answer.ok) onAccepted(answer.value);
            return afterAccept(preview, answer);
          }}
        />
      ) : (
        <NewAccountChoices
          onPassword={async (password) => {
            const answer = await client.acceptInvitation(token, password);
            if (answer.ok) onAccepted(answer.value);
            return afterAccept(preview, answer);
          }}
          onPasskey={async () => {
            const answer = await client.acceptInvitation(token);
            if (answer.ok) await withPasskey(answer.value);
            return afterAccept(preview, answer);
          }}
        />
      )}
    </AuthCard>
  );
}

/** A try that answers its refusal's sentence, or null when it went through. */
type Attempt = () => Promise<string | null>;

function AcceptAsSignedIn({ onAccept }: { readonly onAccept: Attempt }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const alertId = useId();
  return (
    <>
      <FormAlert id={alertId} message={refusal} />
      <button
        type="button"
        className="button button-primary auth-submit"
        onClick={async () => {
          setRefusal(null);
          setRefusal(await onAccept());
        }}
      >
        Accept invitation
      </button>
    </>
  );
}

function NewAccountChoices({
  onPassword,
  onPasskey,
}: {
  readonly onPassword: (password: string) => Promise<string | null>;
  readonly onPasskey: Attempt;
}) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const alertId = useId();

  async function run(attempt: Attempt) {
    if (busy) return;
    setRefusal(null);
    setBusy(true);
    const refused = await attempt();
    setBusy(false);
    setRefusal(refused);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(() => onPassword(password));
  }

  return (
    <>
      <form className="auth-form" aria-label="Set a password" noValidate onSubmit={onSubmit}>
        <h2 className="auth-subtitle">Set a password</h2>
        <AuthField
          label="New password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          help={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          errorId={refusal ? alertId : undefined}
        />
        <FormAlert id={alertId} message={refusal} />
        <button type="submit" className="button button-primary auth-submit" disabled={busy}>
          Accept and set password
        </button>
      </form>
      <PasskeyChoice label="Use a passkey" busy={busy} onClick={() => void run(onPasskey)} />
    </>
  );
}
