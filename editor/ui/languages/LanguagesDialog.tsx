// "Languages" (docs/languages.md): the site's languages, read from and saved to the server
// (GET and PUT /api/multilingual/languages). The owner adds one from the list, removes one, picks
// the default, then saves; the server's refusal is shown as it comes. Saving changes what
// visitors are offered at once, so only roles that may publish open it.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { MultilingualPath } from '../../../shared/api/multilingual';
import type { LanguageCode } from '../../../shared/i18n/language-codes';
import type { SiteLanguage } from '../../../shared/i18n/languages';
import {
  addable,
  editingAfter,
  withDefault,
  withLanguage,
  withoutLanguage,
} from '../../i18n/language-list';
import { languageName } from '../../i18n/language-names';
import { setSiteLanguages } from '../../i18n/site-language';
import { call } from '../../owner-call';
import { useEditorStore } from '../context';
import { CloseActions, Dialog } from '../Dialog';
import { Feedback } from '../Feedback';
import { type Message, NO_MESSAGE, outcomeMessage } from '../feedback-message';
import './languages.css';

type Languages = { readonly languages: readonly SiteLanguage[] };

export function LanguagesDialog({ onClose }: { readonly onClose: () => void }) {
  const store = useEditorStore();
  const [list, setList] = useState<readonly SiteLanguage[] | null>(null);
  const [status, setStatus] = useState<Message>(NO_MESSAGE);
  useEffect(() => {
    void call<Languages>('GET', MultilingualPath.languages).then((answer) => {
      if (answer.ok) setList(answer.value.languages);
      else setStatus(outcomeMessage(answer, ''));
    });
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!list) return;
    setStatus({ text: 'Saving…', tone: 'info' });
    const answer = await call<Languages>('PUT', MultilingualPath.languages, { languages: list });
    setStatus(outcomeMessage(answer, 'Languages saved.'));
    if (!answer.ok) return;
    setList(answer.value.languages);
    setSiteLanguages(answer.value.languages);
    const { editingLanguage, setEditingLanguage } = store.getState();
    const editing = editingAfter(answer.value.languages, editingLanguage);
    if (editing !== editingLanguage) setEditingLanguage(editing);
  }

  return (
    <Dialog
      title="Languages"
      message={
        <p>
          The languages your site speaks. Each language but the default has its own addresses; what
          is not translated yet shows in the default language. To translate, choose the language
          under “Editing” and edit as usual: the site’s title and description are in Search and
          sharing.
        </p>
      }
      onEscape={onClose}
      className="commerce-dialog commerce-dialog-narrow"
    >
      {list ? (
        <LanguagesForm list={list} onChange={setList} onSubmit={save} />
      ) : (
        <p className="empty-hint">Loading the languages…</p>
      )}
      <Feedback tone={status.tone} className="field-help">
        {status.text}
      </Feedback>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}

function LanguagesForm(props: {
  readonly list: readonly SiteLanguage[];
  readonly onChange: (list: readonly SiteLanguage[]) => void;
  readonly onSubmit: (event: FormEvent) => void;
}) {
  const { list, onChange } = props;
  const choices = addable(list);
  const [adding, setAdding] = useState<LanguageCode | ''>('');
  const chosen = adding !== '' && choices.includes(adding) ? adding : (choices[0] ?? '');
  const addId = useId();
  return (
    <form className="commerce-body languages-form" onSubmit={props.onSubmit}>
      <fieldset className="field">
        <legend className="field-label">Default language</legend>
        <ul className="languages-list">
          {list.map((language) => (
            <li key={language.code} className="languages-row">
              <label className="field-inline">
                <input
                  type="radio"
                  name="default-language"
                  checked={language.isDefault}
                  onChange={() => onChange(withDefault(list, language.code))}
                />
                {languageName(language.code)}
              </label>
              <button
                type="button"
                className="button"
                disabled={language.isDefault}
                title={language.isDefault ? 'Choose another default first' : undefined}
                onClick={() => onChange(withoutLanguage(list, language.code))}
              >
                Remove {languageName(language.code)}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      {choices.length > 0 ? (
        <div className="field">
          <label htmlFor={addId} className="field-label">
            Language to add
          </label>
          <div className="input-row">
            <select
              id={addId}
              className="input"
              value={chosen}
              onChange={(event) => setAdding(event.target.value as LanguageCode)}
            >
              {choices.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button"
              onClick={() => chosen !== '' && onChange(withLanguage(list, chosen))}
            >
              Add language
            </button>
          </div>
        </div>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary">
          Save languages
        </button>
      </div>
    </form>
  );
}
