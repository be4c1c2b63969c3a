// While the editor edits another language than the site's default (docs/languages.md
// "Translating in the editor"): above a block's fields, which of them that language translates
// and which every language shares; under a text with no translation yet, that the frame shows
// the default language's words there. Nothing at all in the default language.
import { textKeysOf } from '../../../blocks/text-keys';
import { defaultLanguageOf } from '../../../shared/i18n/languages';
import { languageName, wordsName } from '../../i18n/language-names';
import { useSiteLanguages } from '../../i18n/site-language';
import type { EditorState } from '../../store/types';
import { useEditorState, useServices } from '../context';
import { findBlock } from '../selectors';

type SchemaOf = ReturnType<typeof useServices>['blockSchema'];

/** Whether a text setting of a block holds words the language being edited has not translated. */
export function untranslated(
  state: EditorState,
  blockId: string,
  key: string,
  schemaOf: SchemaOf,
): boolean {
  const language = state.editingLanguage;
  const block = language === null ? undefined : findBlock(state, blockId);
  if (!block || language === null) return false;
  if (!textKeysOf(schemaOf(block.type)).includes(key)) return false;
  const own = block.settings[key];
  if (own === undefined || (typeof own === 'string' && own.trim() === '')) return false;
  return state.site.translations?.[language]?.blocks?.[blockId]?.[key] === undefined;
}

/** "Not translated: shows the English words", under a text field that needs it. */
export function UntranslatedMark(props: { readonly blockId: string; readonly fieldKey: string }) {
  const { blockSchema } = useServices();
  const missing = useEditorState((state) =>
    untranslated(state, props.blockId, props.fieldKey, blockSchema),
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
