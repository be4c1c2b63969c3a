// The top bar's "Forms" for roles that work on forms but not on pages (campaigns editor,
// reporting): pick one of the site's forms, then edit it or read its submissions as the role
// allows (FormTabs). Roles that edit pages reach the same editor in the form block's panel.
import { useEffect, useId, useState } from 'react';
import type { FormSummary } from '../../../shared/api/forms';
import { CloseActions, Dialog } from '../Dialog';
import { FormTabs } from './FormTabs';
import { listForms } from './forms-api';
import '../commerce/commerce.css';
import './forms.css';
import { Feedback } from '../Feedback';

export function FormsDialog({ onClose }: { readonly onClose: () => void }) {
  const id = useId();
  const [forms, setForms] = useState<readonly FormSummary[] | null>(null);
  const [message, setMessage] = useState('');
  const [formId, setFormId] = useState('');

  useEffect(() => {
    let live = true;
    void listForms().then((answer) => {
      if (!live) return;
      if (answer.ok) setForms(answer.value.forms);
      else setMessage(answer.message);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <Dialog
      title="Forms"
      message={<p>The site’s forms, their settings and what visitors sent.</p>}
      onEscape={onClose}
      className="commerce-dialog"
    >
      <div className="form-editor">
        <div className="form-setting">
          <label htmlFor={id}>Form</label>
          <select
            id={id}
            value={formId}
            disabled={forms === null}
            onChange={(event) => setFormId(event.target.value)}
          >
            <option value="">{forms === null ? 'Loading forms…' : 'Choose a form'}</option>
            {(forms ?? []).map((form) => (
              <option key={form.id} value={form.id}>
                {form.name}
              </option>
            ))}
          </select>
        </div>
        {message ? (
          <Feedback tone="error" className="field-error">
            {message}
          </Feedback>
        ) : null}
        {formId === '' ? null : <FormTabs key={formId} formId={formId} />}
      </div>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
