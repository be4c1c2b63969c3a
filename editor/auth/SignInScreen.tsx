// The screens before the editor: a centred card on the editor's canvas. The sign-in screen shows
// the notice it was given (an expired link, a session that ended) as a status, then the form.
import { type ReactNode, useEffect, useState } from 'react';
import type { OwnerMe } from '../../shared/api/auth';
import type { AuthClient } from './client';
import { SignInForm } from './SignInForm';

export function AuthCard({
  title,
  lead,
  children,
}: {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <main className="auth-screen">
      <div className="auth-card">
        <p className="auth-brand" aria-hidden="true">
          Site editor
        </p>
        <h1 className="auth-title">{title}</h1>
        {lead ? <p className="auth-lead">{lead}</p> : null}
        {children}
      </div>
    </main>
  );
}

export interface SignInScreenProps {
  readonly client: AuthClient;
  readonly notice: string | null;
  readonly onSignedIn: (me: OwnerMe) => void;
}

/**
 * A status region that is on the page before its text arrives, so screen readers announce the
 * text (a region that appears with its text already in it is often read silently).
 */
export function Announced({ text }: { readonly text: string | null }) {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => setShown(text), [text]);
  return (
    <div role="status" className={shown ? 'auth-notice' : undefined}>
      {shown}
    </div>
  );
}

export function SignInScreen({ client, notice, onSignedIn }: SignInScreenProps) {
  return (
    <AuthCard title="Sign in" lead="Sign in to edit your site.">
      <Announced text={notice} />
      <SignInForm client={client} onSignedIn={onSignedIn} />
      <p className="auth-foot">
        First time here? Open the sign-in link <code>npm start</code> printed, then set a password
        or add a passkey in Account.
      </p>
    </AuthCard>
  );
}
