// The editor behind its gate: while the server is asked who is signed in, "Loading the editor…";
// an invitation link, its screen; nobody signed in, the sign-in screen; someone, the editor.
// `onSignedIn` starts the editor for them (at first, and after signing in again), `onSignedOut`
// stops saving when the session ends, keeping unsaved edits in the local draft for next time.
import { type ReactNode, useEffect, useRef } from 'react';
import type { OwnerMe } from '../../shared/api/auth';
import { SaveMessage } from '../saving/messages';
import type { AuthClient } from './client';
import { useGate } from './gate';
import { InvitationScreen } from './InvitationScreen';
import { setOwner, useOwner } from './owner';
import { SignInScreen } from './SignInScreen';

export interface AuthGateProps {
  readonly client: AuthClient;
  readonly onSignedIn: (me: OwnerMe) => void;
  readonly onSignedOut: () => void;
  /** Asks the server again after it could not be reached. */
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

/** Runs onSignedIn when someone (else) signs in, onSignedOut when nobody is signed in any more. */
function useSignInChanges(onSignedIn: (me: OwnerMe) => void, onSignedOut: () => void): void {
  const me = useOwner((state) => state.me);
  const previous = useRef<string | null>(null);
  const email = me?.email ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of person counts.
  useEffect(() => {
    if (me !== null && email !== previous.current) onSignedIn(me);
    else if (me === null && previous.current !== null) onSignedOut();
    previous.current = email;
  }, [email]);
}

export function AuthGate({ client, onSignedIn, onSignedOut, onRetry, children }: AuthGateProps) {
  const { phase, notice, invitation } = useGate();
  const me = useOwner((state) => state.me);
  useSignInChanges(onSignedIn, onSignedOut);

  const signedIn = (next: OwnerMe) => {
    useGate.setState({ notice: null, invitation: null });
    setOwner(next);
  };

  if (phase === 'checking') {
    return (
      <p className="boot-message" role="status">
        Loading the editor…
      </p>
    );
  }
  if (phase === 'unreachable') {
    return (
      <div className="boot-message">
        <p role="alert">{SaveMessage.network}</p>
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (invitation !== null) {
    return (
      <InvitationScreen
        client={client}
        token={invitation}
        me={me}
        onAccepted={signedIn}
        onLeave={() => useGate.setState({ invitation: null })}
      />
    );
  }
  if (me === null) return <SignInScreen client={client} notice={notice} onSignedIn={signedIn} />;
  return children;
}
