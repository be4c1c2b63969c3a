// The Sites screen's questions about one site: its new name, its address (host name), and the
// deletion, which asks for the site's name typed out before it removes the site and its data.
import { type FormEvent, useState } from 'react';
import type { ManagedSite } from '../../../shared/sites/manage';
import { TextField } from '../commerce/FormBits';
import { Dialog } from '../Dialog';
import { ErrorFeedback } from '../Feedback';

/** One text field and a submit; the answer is the server's refusal, or null when done. */
function TextQuestion(props: {
  readonly title: string;
  readonly message: string;
  readonly label: string;
  readonly initial: string;
  readonly submitLabel: string;
  readonly danger?: boolean;
  /** Whether the typed text allows submitting (deleting asks for the exact name). */
  readonly accepts?: (text: string) => boolean;
  readonly onSubmit: (text: string) => Promise<string | null>;
  readonly onCancel: () => void;
}) {
  const [text, setText] = useState(props.initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const allowed = props.accepts ? props.accepts(text) : true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!allowed) return;
    setBusy(true);
    const refused = await props.onSubmit(text);
    setBusy(false);
    if (refused) setError(refused);
  }

  return (
    <Dialog title={props.title} message={<p>{props.message}</p>} onEscape={props.onCancel}>
      <form onSubmit={(event) => void submit(event)}>
        <TextField label={props.label} value={text} onChange={setText} />
        <ErrorFeedback message={error} />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={props.onCancel}>
            Cancel
          </button>
          <button
            type="submit"
            className={props.danger ? 'button button-danger' : 'button button-primary'}
            disabled={busy || !allowed}
          >
            {props.submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export type SiteQuestion = 'rename' | 'address' | 'delete';

export function SiteQuestionDialog(props: {
  readonly site: ManagedSite;
  readonly question: SiteQuestion;
  readonly onAnswer: (text: string) => Promise<string | null>;
  readonly onCancel: () => void;
}) {
  const { site, question } = props;
  const shared = { onSubmit: props.onAnswer, onCancel: props.onCancel };
  if (question === 'rename') {
    return (
      <TextQuestion
        {...shared}
        title={`Rename “${site.title}”`}
        message="The name is the site’s title; visitors see the new one once you publish."
        label="Site name"
        initial={site.title}
        submitLabel="Rename"
      />
    );
  }
  if (question === 'address') {
    return (
      <TextQuestion
        {...shared}
        title={`Address of “${site.title}”`}
        message={`The host name this site answers to, like shop.example.com (point its DNS at this server). Leave it empty for none; the site always answers at ${site.id}.localhost on this machine.`}
        label="Host name"
        initial={site.hostName ?? ''}
        submitLabel="Save address"
      />
    );
  }
  return (
    <TextQuestion
      {...shared}
      title={`Delete the site “${site.title}”?`}
      message={`This removes “${site.title}” with its pages, store, orders, forms, submissions, files, collections and analytics. It cannot be undone. Type the site’s name to confirm.`}
      label="Site name"
      initial=""
      submitLabel="Delete site"
      danger
      accepts={(text) => text.trim() === site.title.trim()}
    />
  );
}
