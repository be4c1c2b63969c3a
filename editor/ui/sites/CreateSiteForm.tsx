// The Sites screen's "New site" form: a name, what it starts from (a blank page or one of the
// designed templates) and a brand tone (the spec's list), which picks among the template's
// colour and font themes.
import { type FormEvent, useId, useState } from 'react';
import { capitalised } from '../../../shared/content/capitalised';
import { BRAND_TONES, type BrandTone } from '../../../shared/design/brand-tones';
import type { SiteStart } from '../../../shared/sites/manage';
import { SelectField, TextField } from '../commerce/FormBits';
import { ErrorFeedback } from '../Feedback';
import type { SitesApi } from './sites-api';

export const SITE_STARTS: { value: SiteStart; label: string }[] = [
  { value: 'blank', label: 'Blank page' },
  { value: 'shop', label: 'Shop template' },
  { value: 'portfolio', label: 'Portfolio template' },
  { value: 'restaurant', label: 'Restaurant template' },
];

const TONES = BRAND_TONES.map((value) => ({
  value,
  label: capitalised(value),
}));

export function CreateSiteForm(props: {
  readonly api: SitesApi;
  /** The site was made: its name, for the status line. */
  readonly onCreated: (name: string) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [start, setStart] = useState<SiteStart>('shop');
  const [tone, setTone] = useState<BrandTone>('professional');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    const answer = await props.api.create(name.trim(), start, tone);
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    props.onCreated(name.trim());
    setName('');
  }

  return (
    <section aria-labelledby={`${id}-title`} className="people-section">
      <h3 id={`${id}-title`}>New site</h3>
      <form className="invite-form sites-create" onSubmit={(event) => void submit(event)}>
        <TextField label="Site name" value={name} onChange={setName} />
        <SelectField label="Start from" value={start} choices={SITE_STARTS} onChange={setStart} />
        <SelectField label="Brand tone" value={tone} choices={TONES} onChange={setTone} />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create site'}
        </button>
      </form>
      <ErrorFeedback message={error} />
    </section>
  );
}
