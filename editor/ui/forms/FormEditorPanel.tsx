// The form block's panel, the form field editor (custom panel "form-editor"): pick one of the
// site's forms or create one, then its tabs "Build", "Storage", "Advanced", "Captcha" and
// "Disclaimer". The definition is a server record: the editor keeps a draft in its store (each
// change one undo step, shown in the frame at once over the preview protocol) and saves it to
// the server shortly after (form-saver.ts). Creating a form needs forms:write; the tabs follow
// the role too (FormTabs.tsx).
import { useEffect, useId, useState } from 'react';
import type { FormSummary } from '../../../shared/api/forms';
import { useCan } from '../../auth/owner';
import { useEditorStore } from '../context';
import type { CustomPanelProps } from '../fields/custom-panels';
import { useSettingAt } from '../fields/use-setting';
import { FormTabs } from './FormTabs';
import { createForm, listForms } from './forms-api';
import './forms.css';
import { Feedback } from '../Feedback';

function FormPicker(props: {
  readonly current: string;
  readonly onPick: (formId: string) => void;
}) {
  const id = useId();
  const mayCreate = useCan('forms:write');
  const [forms, setForms] = useState<readonly FormSummary[]>([]);
  const [chosen, setChosen] = useState(props.current);
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  useEffect(() => {
    void listForms().then((answer) => {
      if (answer.ok) setForms(answer.value.forms);
      else setMessage(answer.message);
    });
  }, []);
  return (
    <div className="form-picker">
      <div className="form-setting">
        <label htmlFor={`${id}-form`}>Form</label>
        <select
          id={`${id}-form`}
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            if (event.target.value !== '') props.onPick(event.target.value);
          }}
        >
          <option value="">No form chosen</option>
          {forms.map((form) => (
            <option key={form.id} value={form.id}>
              {form.name}
            </option>
          ))}
        </select>
      </div>
      {mayCreate ? (
        <form
          className="form-create"
          onSubmit={(event) => {
            event.preventDefault();
            void createForm(name.trim()).then((answer) => {
              if (!answer.ok) {
                setMessage(answer.message);
                return;
              }
              setName('');
              setMessage(`Created ${answer.value.name}.`);
              props.onPick(answer.value.id);
            });
          }}
        >
          <label htmlFor={`${id}-name`}>New form name</label>
          <input
            id={`${id}-name`}
            type="text"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="button" disabled={name.trim() === ''}>
            Create form
          </button>
        </form>
      ) : null}
      <Feedback tone="error" className="field-error">
        {message}
      </Feedback>
    </div>
  );
}

export function FormEditorPanel({ blockId, path }: CustomPanelProps) {
  const store = useEditorStore();
  const stored = useSettingAt(blockId, path);
  const formId = typeof stored === 'string' ? stored : '';
  const pick = (next: string) => store.getState().updateBlockSettings(blockId, path, next);
  return (
    <div className="form-editor">
      <FormPicker key={formId} current={formId} onPick={pick} />
      {formId === '' ? null : <FormTabs formId={formId} />}
    </div>
  );
}
