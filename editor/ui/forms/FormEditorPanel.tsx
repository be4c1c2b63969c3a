// The form block's panel, the form field editor (custom panel "form-editor"): pick one of the
// site's forms or create one, then its tabs "Build", "Storage", "Advanced", "Captcha" and
// "Disclaimer". The definition is a server record: the editor keeps a draft in its store (each
// change one undo step, shown in the frame at once over the preview protocol) and saves it to
// the server shortly after (form-saver.ts).
import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import type { FormSummary } from '../../../shared/api/forms';
import { useEditorStore } from '../context';
import type { CustomPanelProps } from '../fields/custom-panels';
import { useSettingAt } from '../fields/use-setting';
import { BuildTab } from './BuildTab';
import { formSaveStatus } from './form-saver';
import { createForm, listForms } from './forms-api';
import { MailingListConnection } from './MailingListConnection';
import { AdvancedTab, CaptchaTab, DisclaimerTab } from './SettingsTabs';
import { SubmissionsView } from './SubmissionsView';
import { Tabs } from './Tabs';
import { useFormDraft } from './use-form';
import './forms.css';

export const FORM_TABS = ['Build', 'Storage', 'Advanced', 'Captcha', 'Disclaimer'] as const;
type FormTab = (typeof FORM_TABS)[number];

function FormPicker(props: {
  readonly current: string;
  readonly onPick: (formId: string) => void;
}) {
  const id = useId();
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
      <p role="status" className="field-error">
        {message}
      </p>
    </div>
  );
}

function SaveLine({ formId }: { readonly formId: string }) {
  const status = useStore(formSaveStatus, (state) => state[formId]);
  const text =
    status?.state === 'pending'
      ? 'Saving the form…'
      : status?.state === 'error'
        ? `The form was not saved: ${status.message}`
        : status?.state === 'saved'
          ? 'Form saved.'
          : '';
  return (
    <p className="form-save-line" role="status">
      {text}
    </p>
  );
}

export function FormEditorPanel({ blockId, path }: CustomPanelProps) {
  const store = useEditorStore();
  const stored = useSettingAt(blockId, path);
  const formId = typeof stored === 'string' ? stored : '';
  const { draft, error, edit } = useFormDraft(formId);
  const [tab, setTab] = useState<FormTab>('Build');
  const pick = (next: string) => store.getState().updateBlockSettings(blockId, path, next);
  return (
    <div className="form-editor">
      <FormPicker key={formId} current={formId} onPick={pick} />
      {formId === '' ? null : draft ? (
        <>
          <SaveLine formId={formId} />
          <Tabs label="Form editor" tabs={FORM_TABS} selected={tab} onSelect={setTab}>
            {tab === 'Build' ? <BuildTab form={draft} edit={edit} /> : null}
            {tab === 'Storage' ? (
              <>
                <SubmissionsView form={draft} />
                <MailingListConnection formId={formId} />
              </>
            ) : null}
            {tab === 'Advanced' ? <AdvancedTab form={draft} edit={edit} /> : null}
            {tab === 'Captcha' ? <CaptchaTab form={draft} edit={edit} /> : null}
            {tab === 'Disclaimer' ? <DisclaimerTab form={draft} edit={edit} /> : null}
          </Tabs>
        </>
      ) : (
        <p role="status">{error || 'Loading the form…'}</p>
      )}
    </div>
  );
}
