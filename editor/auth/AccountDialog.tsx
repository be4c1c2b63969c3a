// "Account", opened from the top bar: the password, the passkeys, and signing out here or on
// every device. Signing out first saves what is unsaved (the local draft keeps it otherwise);
// the sign-in screen then replaces the editor with a notice.
import { useId, useState } from 'react';
import type { OwnerMe } from '../../shared/api/auth';
import { useServices } from '../ui/context';
import { Dialog } from '../ui/Dialog';
import { FormAlert } from './AuthField';
import type { AuthClient } from './client';
import { endSession, GateMessage } from './gate';
import { PasskeysSection } from './PasskeysSection';
import { PasswordSection } from './PasswordSection';

export function signedOutEverywhere(sessions: number): string {
  return sessions === 1
    ? 'You are signed out everywhere: one session ended.'
    : `You are signed out everywhere: ${sessions} sessions ended.`;
}

export interface AccountDialogProps {
  readonly client: AuthClient;
  readonly me: OwnerMe;
  readonly onClose: () => void;
}

export function AccountDialog({ client, me, onClose }: AccountDialogProps) {
  const { saveNow } = useServices();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingId = useId();
  const alertId = useId();

  async function signOut(everywhere: boolean) {
    if (busy) return;
    setRefusal(null);
    setBusy(true);
    await saveNow();
    const answer = everywhere ? await client.signOutEverywhere() : await client.signOut();
    setBusy(false);
    if (!answer.ok) {
      setRefusal(answer.message);
      return;
    }
    const ended = typeof answer.value === 'number' ? answer.value : null;
    endSession(ended === null ? GateMessage.signedOut : signedOutEverywhere(ended));
  }

  return (
    <Dialog
      title="Account"
      message={
        <p>
          Signed in as <strong>{me.email}</strong> ({me.role}).
        </p>
      }
      onEscape={onClose}
      className="account-dialog"
    >
      <PasswordSection client={client} me={me} />
      <PasskeysSection client={client} />
      <section className="account-section" aria-labelledby={headingId}>
        <h3 id={headingId} className="account-heading">
          Sessions
        </h3>
        <p className="field-help">
          “Sign out everywhere” ends your sessions on every device and browser, this one too.
        </p>
        <FormAlert id={alertId} message={refusal} />
        <div className="account-actions">
          <button type="button" className="button" disabled={busy} onClick={() => signOut(false)}>
            Sign out
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => signOut(true)}>
            Sign out everywhere
          </button>
        </div>
      </section>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
