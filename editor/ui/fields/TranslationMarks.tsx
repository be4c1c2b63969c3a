// While the editor edits another language than the site's default (docs/languages.md
// "Translating in the editor"): above a block's fields, which of them that language translates
// and which every language shares; under a text with no translation yet (a block's own, or one
// inside a list item), that the frame shows the default language's words there. Nothing at all
// in the default language.
import { valueAt } from '../../../blocks/settings';
import { holdsWordsAt } from '../../../blocks/text-keys';
import type { SettingsPath } from '../../../blocks/types';
import { capitalised } from '../../../shared/content/capitalised';
import { textKeyAt } from '../../../shared/document/list-texts';
import { defaultLanguageOf } from '../../../shared/i18n/languages';
import { languageName, wordsName } from '../../i18n/language-names';
import { useSiteLanguages } from '../../i18n/site-language';
import type { EditorState } from '../../store/types';
import { useEditorState, useServices } from '../context';
import { findBlock } from '../selectors';

type SchemaOf = ReturnType<typeof useServices>['blockSchema'];

/**
 * Whether the text at `path` of a block (`['label']`, `['items', 2, 'title']`) holds words the
 * language being edited has not translated.
 */
export function untranslated(
  state: EditorState,
  blockId: string,
  path: SettingsPath,
  schemaOf: SchemaOf,
): boolean {
  const language = state.editingLanguage;
  const block = language === null ? undefined : findBlock(state, blockId);
  if (!block || language === null) return false;
  if (!holdsWordsAt(schemaOf(block.type), path)) return false;
  const own = valueAt(block.settings, path);
  if (own === undefined || own === null || (typeof own === 'string' && own.trim() === '')) {
    return false;
  }
  const key = textKeyAt(block.settings, path);
  return (
    key !== null && state.site.translations?.[language]?.blocks?.[blockId]?.[key] === undefined
  );
}

/** "Not translated: shows the English words", under a text field that needs it. */
export function UntranslatedMark(props: { readonly blockId: string; readonly path: SettingsPath }) {
  const { blockSchema } = useServices();
  const missing = useEditorState((state) =>
    untranslated(state, props.blockId, props.path, blockSchema),
  );
  const defaultLanguage = useSiteLanguages((state) => defaultLanguageOf(state.languages));
  if (!missing) return null;
  return (
    <p className="field-help translation-mark">
      Not translated: shows the {wordsName(defaultLanguage)} words
    </p>
  );
}

/** Above a block's fields in another language: what it translates, what is shared. */
export function LanguageNote() {
  const language = useEditorState((state) => state.editingLanguage);
  if (language === null) return null;
  return (
    <p className="field-help translation-note">
      Editing {languageName(language)}: texts are its translation. Links, images, colours and layout
      are shared by every language.
    </p>
  );
}

/** Above a list's items in another language: its texts are translated, its items are shared. */
export function ListLanguageNote(props: { readonly noun: string }) {
  const defaultLanguage = useSiteLanguages((state) => defaultLanguageOf(state.languages));
  return (
    <p className="field-help translation-note">
      Each {props.noun}’s texts are translated here. {capitalised(props.noun)}s are added, removed
      and ordered in {languageName(defaultLanguage)}, the default language.
    </p>
  );
}
