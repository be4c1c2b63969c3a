// One form's editor, as far as the role allows: with forms:write the tabs "Build", "Storage",
// "Advanced", "Captcha" and "Disclaimer" (the draft saves itself, form-saver.ts); with only
// submissions:read the stored submissions; otherwise nothing to change. Below the tabs, on a site
// with several languages, the form's Translations. Shown in the form block's panel and in the top
// bar's Forms dialog.
import { useState } from 'react';
import { useStore } from 'zustand';
import { useCan } from '../../auth/owner';
import { BuildTab } from './BuildTab';
import { formSaveStatus } from './form-saver';
import { MailingListConnection } from './MailingListConnection';
import { AdvancedTab, CaptchaTab, DisclaimerTab } from './SettingsTabs';
import { SubmissionsView } from './SubmissionsView';
import { Tabs } from './Tabs';
import { useFormDraft } from './use-form';
import './forms.css';
import { formRows } from '../../translations/translation-rows';
import { Feedback } from '../Feedback';
import { Translations } from '../translations/TranslationsPart';

export const FORM_TABS = ['Build', 'Storage', 'Advanced', 'Captcha', 'Disclaimer'] as const;
type FormTab = (typeof FORM_TABS)[number];

export const FORMS_NOT_EDITABLE = 'Your role cannot change forms.';

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
  const tone = status?.state === 'error' ? 'error' : status?.state === 'saved' ? 'success' : 'info';
  return (
    <Feedback tone={tone} className="form-save-line">
      {text}
    </Feedback>
  );
}

export function FormTabs({ formId }: { readonly formId: string }) {
  const { draft, error, edit } = useFormDraft(formId);
  const [tab, setTab] = useState<FormTab>('Build');
  const mayEdit = useCan('forms:write');
  const maySeeSubmissions = useCan('submissions:read');
  if (!draft) return <p role="status">{error || 'Loading the form…'}</p>;
  if (!mayEdit) {
    return maySeeSubmissions ? (
      <SubmissionsView form={draft} />
    ) : (
      <p className="empty-hint">{FORMS_NOT_EDITABLE}</p>
    );
  }
  return (
    <>
      <SaveLine formId={formId} />
      <Tabs label="Form editor" tabs={FORM_TABS} selected={tab} onSelect={setTab}>
        {tab === 'Build' ? <BuildTab form={draft} edit={edit} /> : null}
        {tab === 'Storage' ? (
          <>
            {maySeeSubmissions ? <SubmissionsView form={draft} /> : null}
            <MailingListConnection formId={formId} />
          </>
        ) : null}
        {tab === 'Advanced' ? <AdvancedTab form={draft} edit={edit} /> : null}
        {tab === 'Captcha' ? <CaptchaTab form={draft} edit={edit} /> : null}
        {tab === 'Disclaimer' ? <DisclaimerTab form={draft} edit={edit} /> : null}
      </Tabs>
      <Translations kind="form" id={formId} rows={formRows(draft)} />
    </>
  );
}
