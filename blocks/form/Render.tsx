// The form block in the frame: loads its definition by form id (or takes the editor's draft,
// definitions.ts) and renders it with FormView, sending through the key-then-save sequence.
import { SUBMIT_STATUS_MESSAGES } from '../../shared/forms/server-errors';
import { useSiteWords } from '../site-words';
import { useStorefront } from '../storefront/context';
import type { BlockRenderProps } from '../types';
import { useFormDefinition } from './definitions';
import { FormView } from './FormView';
import { postJson } from './http';
import type { FormSettings } from './schema';
import { sendSubmission } from './submit';
import { formPayload } from './values';
import type { FormDefinition } from './wire';
import '../prose.css';
import './form.css';

export const NO_FORM_TEXT = "Choose or create a form in the block's settings.";

const inEditorFrame = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.editing !== undefined;

export function sendForm(definition: FormDefinition) {
  return (values: Parameters<typeof formPayload>[1], captchaKey: string | null) =>
    sendSubmission(
      postJson,
      definition.id,
      formPayload(definition.fields, values, window.location.search),
      captchaKey,
    );
}

export function FormRender({ settings }: BlockRenderProps<FormSettings>) {
  const entry = useFormDefinition(settings.formId, useStorefront().language);
  const words = useSiteWords();
  let body = <p className="sb-form-note">{NO_FORM_TEXT}</p>;
  if (settings.formId !== '' && (!entry || entry.status === 'loading')) {
    body = <p className="sb-form-note">{words.formLoading}</p>;
  } else if (entry?.status === 'missing') {
    body = <p className="sb-form-note">{SUBMIT_STATUS_MESSAGES[404]}</p>;
  } else if (entry?.status === 'ready') {
    body = (
      <FormView
        definition={entry.definition}
        send={sendForm(entry.definition)}
        editing={inEditorFrame()}
      />
    );
  }
  // The live page's analytics sends form-render for each form it finds by this attribute.
  return (
    <div className="sb-form" data-form-id={settings.formId || undefined}>
      {body}
    </div>
  );
}
