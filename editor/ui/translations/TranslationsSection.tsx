// The Translations section of the product editor, the form editor and the item form (docs/
// languages.md "Products, forms and items in other languages"): shown when the site has more
// than one language; for the chosen other language, each text with the default language's
// words beside it, "Not translated" where none are typed, saved with one PUT. Loaded lazily
// (TranslationsPart.tsx), so the editor starts without it.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { MultilingualSettings } from '../../../shared/api/multilingual';
import {
  type TranslationAnswer,
  TranslationPath,
  type TranslationsResponse,
} from '../../../shared/api/translations';
import type { TranslationKind } from '../../../shared/i18n/content-translations';
import { LANGUAGES, type LanguageCode } from '../../../shared/i18n/language-codes';
import { announceCatalogueChange } from '../../commerce/catalogue-events';
import { siteLanguageSettings } from '../../i18n/site-language';
import { call } from '../../owner-call';
import {
  richValue,
  type TranslationRow,
  type TranslationValues,
  untranslatedCount,
  valuesOf,
  wordsOf,
} from '../../translations/translation-rows';
import { createLocalBinding } from '../fields/rich-text/local-binding';
import { LocalRichTextField } from '../fields/rich-text/RichTextField';
import './translations.css';

export interface TranslationsSectionProps {
  readonly kind: TranslationKind;
  readonly id: string;
  readonly rows: readonly TranslationRow[];
}

const nameOf = (code: string) => LANGUAGES[code as LanguageCode]?.name ?? code;

/** A formatted text's translation (an item's body) in the text editor. */
function RichRow(props: {
  readonly row: TranslationRow;
  readonly language: string;
  readonly defaultName: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const { row, value, onChange } = props;
  // Made once per row: the editor keeps its own history; the key renews it per language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial value only.
  const binding = useMemo(
    () =>
      createLocalBinding(value === '' ? null : JSON.parse(value), (json) =>
        onChange(richValue(json)),
      ),
    [],
  );
  const untranslated = row.source !== '' && value === '';
  return (
    <div className="translation-row">
      <LocalRichTextField
        label={`${row.label} (${props.language})`}
        help={`${props.defaultName}: ${row.source || '(empty)'}${untranslated ? ' — Not translated' : ''}`}
        binding={binding}
      />
    </div>
  );
}

export function TranslationsSection({ kind, id, rows }: TranslationsSectionProps) {
  const [settings, setSettings] = useState<MultilingualSettings | null>(null);
  const [stored, setStored] = useState<Record<string, TranslationValues> | null>(null);
  const [language, setLanguage] = useState('');
  const [values, setValues] = useState<TranslationValues>({});
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const base = useId();
  /** The language shown, for the words read after it was chosen. */
  const chosenNow = useRef('');

  useEffect(() => {
    let live = true;
    void siteLanguageSettings().then((read) => live && setSettings(read));
    return () => {
      live = false;
    };
  }, []);
  const others = (settings?.languages ?? []).filter((entry) => !entry.isDefault);
  const enabled = others.length > 0;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void call<TranslationsResponse>('GET', TranslationPath.record(kind, id)).then((answer) => {
      if (!live) return;
      if (!answer.ok) return setStatus(`The translations could not be read: ${answer.message}`);
      const read = Object.fromEntries(
        Object.entries(answer.value.translations).map(([tag, words]) => [
          tag,
          valuesOf(words.fields),
        ]),
      );
      setStored(read);
      setValues(read[chosenNow.current] ?? {});
    });
    return () => {
      live = false;
    };
  }, [enabled, kind, id]);

  const first = others[0]?.code ?? '';
  const chosen = language || first;
  chosenNow.current = chosen;

  if (!enabled || !settings) return null;
  const defaultName = nameOf(settings.defaultLanguage);
  const missing = untranslatedCount(rows, values);

  const save = async () => {
    setSaving(true);
    setStatus(`Saving the ${nameOf(chosen)} words…`);
    const answer = await call<TranslationAnswer>(
      'PUT',
      TranslationPath.language(kind, id, chosen),
      { fields: wordsOf(values, rows) },
    );
    setSaving(false);
    if (!answer.ok)
      return setStatus(`The ${nameOf(chosen)} words were not saved: ${answer.message}`);
    const saved = valuesOf(answer.value.fields);
    setStored((current) => ({ ...current, [chosen]: saved }));
    setStatus(`The ${nameOf(chosen)} words are saved.`);
    // The frame shows products in the language being edited: it reads them again.
    if (kind === 'product') announceCatalogueChange();
  };

  return (
    <section className="translations-section" aria-labelledby={`${base}-heading`}>
      <h3 id={`${base}-heading`}>Translations</h3>
      <div className="field">
        <label htmlFor={`${base}-language`} className="field-label">
          Language
        </label>
        <select
          className="input"
          id={`${base}-language`}
          value={chosen}
          onChange={(event) => {
            setLanguage(event.target.value);
            setValues(stored?.[event.target.value] ?? {});
            setStatus('');
          }}
        >
          {others.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {nameOf(entry.code)}
            </option>
          ))}
        </select>
      </div>
      {stored === null ? (
        <p className="field-help">Loading the translations…</p>
      ) : (
        <>
          <p className="field-help translations-summary">
            {missing === 0 ? 'Everything is translated.' : `${missing} not translated yet.`}
          </p>
          {rows.map((row, index) => {
            const field = `${base}-row-${index}`;
            if (row.rich) {
              return (
                <RichRow
                  // A new text editor for another language's words.
                  key={`${row.key}-${chosen}`}
                  row={row}
                  language={nameOf(chosen)}
                  defaultName={defaultName}
                  value={values[row.key] ?? ''}
                  onChange={(value) => setValues((was) => ({ ...was, [row.key]: value }))}
                />
              );
            }
            const value = values[row.key] ?? '';
            const untranslated = row.source !== '' && value.trim() === '';
            const Control = row.multiline ? 'textarea' : 'input';
            return (
              <div className="field translation-row" key={row.key}>
                <label htmlFor={field} className="field-label">
                  {`${row.label} (${nameOf(chosen)})`}
                </label>
                <p id={`${field}-source`} className="field-help translation-source">
                  {`${defaultName}: ${row.source || '(empty)'}`}
                  {untranslated ? (
                    <strong className="translation-missing"> Not translated</strong>
                  ) : null}
                </p>
                <Control
                  className="input"
                  id={field}
                  value={value}
                  aria-describedby={`${field}-source`}
                  onChange={(event) => setValues({ ...values, [row.key]: event.target.value })}
                />
              </div>
            );
          })}
          <button
            type="button"
            className="button button-primary"
            // Not `disabled`: a disabled button drops the focus, and the dialog with it.
            aria-disabled={saving}
            onClick={() => {
              if (!saving) void save();
            }}
          >
            {`Save the ${nameOf(chosen)} words`}
          </button>
        </>
      )}
      <p role="status" className="translations-status">
        {status}
      </p>
    </section>
  );
}
