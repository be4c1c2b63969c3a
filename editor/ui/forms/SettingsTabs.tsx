// The Advanced, Captcha and Disclaimer tabs: the form's own settings. The submission message and
// the disclaimer are the owner's formatted text, edited with the text block's editor and stored
// as HTML (shown sanitized); the post-submit HTML is only ever rendered in the frame (the
// visitor's page), never in this document.
import { useId, useMemo } from 'react';
import type { FormDefinition } from '../../../blocks/form/wire';
import { CAPTCHA_ALIGNMENTS, CAPTCHA_THEMES } from '../../../shared/api/forms';
import type { HtmlValue } from '../fields/rich-text/bindings';
import { HtmlRichTextField } from '../fields/rich-text/RichTextField';
import { type FormSettingKey, setFormSetting } from './form-edits';
import type { EditForm } from './use-form';

interface TabProps {
  readonly form: FormDefinition;
  readonly edit: EditForm;
}

function TextSetting(
  props: TabProps & {
    readonly setting: FormSettingKey;
    readonly label: string;
    readonly help?: string;
    readonly multiline?: boolean;
  },
) {
  const id = useId();
  const { form, edit, setting } = props;
  const value = String(form[setting] ?? '');
  const onChange = (next: string) =>
    edit(setFormSetting(setting, next), `form:${form.id}:${setting}`);
  return (
    <div className="form-setting">
      <label htmlFor={id}>{props.label}</label>
      {props.multiline ? (
        <textarea
          id={id}
          rows={5}
          value={value}
          aria-describedby={props.help ? `${id}-help` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          type="text"
          value={value}
          aria-describedby={props.help ? `${id}-help` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {props.help ? (
        <p className="field-help" id={`${id}-help`}>
          {props.help}
        </p>
      ) : null}
    </div>
  );
}

type FormattedKey = 'parsedSubmissionMessage' | 'parsedDisclaimerMessage';

/** Formatted text: typing merges into one undo step, a toolbar command is one of its own. */
function FormattedSetting(
  props: TabProps & {
    readonly setting: FormattedKey;
    readonly label: string;
    readonly help: string;
  },
) {
  const { form, edit, setting } = props;
  const formId = form.id;
  const value = useMemo<HtmlValue>(
    () => ({
      read: (state) => state.formDrafts[formId]?.[setting] ?? '',
      write: (html, step) =>
        edit(setFormSetting(setting, html), step ? undefined : `form:${formId}:${setting}`),
    }),
    [edit, formId, setting],
  );
  return <HtmlRichTextField label={props.label} help={props.help} value={value} />;
}

export function AdvancedTab(props: TabProps) {
  return (
    <>
      <FormattedSetting
        {...props}
        setting="parsedSubmissionMessage"
        label="Submission message"
        help="Shown after a visitor submits."
      />
      <TextSetting
        {...props}
        setting="submissionHTML"
        label="Post-submit HTML"
        help="Added to the visitor's page after a submission; it is never run in the editor."
        multiline
      />
      <TextSetting
        {...props}
        setting="successRedirect"
        label="Success redirect"
        help="A page path such as /thanks or an http(s) address. Empty shows the message instead."
      />
    </>
  );
}

export function DisclaimerTab(props: TabProps) {
  return (
    <FormattedSetting
      {...props}
      setting="parsedDisclaimerMessage"
      label="Disclaimer message"
      help="Shown under the form, above the submit button."
    />
  );
}

const labels: Readonly<Record<string, string>> = {
  light: 'Light',
  dark: 'Dark',
  left: 'Left',
  center: 'Center',
  right: 'Right',
};

export function CaptchaTab({ form, edit }: TabProps) {
  const id = useId();
  const choice = (setting: 'captchaTheme' | 'captchaAlignment', choices: readonly string[]) => (
    <div className="form-setting">
      <label htmlFor={`${id}-${setting}`}>
        {setting === 'captchaTheme' ? 'Theme' : 'Alignment'}
      </label>
      <select
        id={`${id}-${setting}`}
        value={form[setting]}
        disabled={!form.captchaEnabled}
        onChange={(event) => edit(setFormSetting(setting, event.target.value))}
      >
        {choices.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <>
      <div className="form-setting form-setting--check">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          checked={form.captchaEnabled}
          onChange={(event) => edit(setFormSetting('captchaEnabled', event.target.checked))}
        />
        <label htmlFor={`${id}-enabled`}>Use a CAPTCHA</label>
      </div>
      {choice('captchaTheme', CAPTCHA_THEMES)}
      {choice('captchaAlignment', CAPTCHA_ALIGNMENTS)}
    </>
  );
}
