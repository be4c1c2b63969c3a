// "Editing: English (United States) ▾" (docs/languages.md "Translating in the editor"): which of
// the site's languages the editor edits. Choosing another makes the frame show the site in it and
// every text edit write its translation; beside it, how much of the page and of the site that
// language has not translated yet (texts inside list items count one each), and "Next
// untranslated", which selects the next block with a text to translate. Loaded only for a site with more than one language (LanguageSwitchSlot).
import { useMemo } from 'react';
import { blockTextKeys } from '../../../blocks/text-keys';
import type { Block, Site } from '../../../shared/document/schema';
import { type MissingText, missingTranslations } from '../../../shared/document/translate';
import { defaultLanguageOf } from '../../../shared/i18n/languages';
import { languageName } from '../../i18n/language-names';
import { useSiteLanguages } from '../../i18n/site-language';
import {
  nextUntranslatedBlock,
  untranslatedCount,
  untranslatedText,
} from '../../i18n/untranslated';
import { useEditorState, useEditorStore, useServices } from '../context';
import { MenuButton } from '../MenuButton';
import './languages.css';

export function LanguageSwitch() {
  const store = useEditorStore();
  const languages = useSiteLanguages((state) => state.languages);
  const fallback = defaultLanguageOf(languages);
  const editing = useEditorState((state) => state.editingLanguage);
  const entries = languages.map(({ code, isDefault }) => ({
    id: code,
    label: isDefault ? `${languageName(code)} (default)` : languageName(code),
  }));
  return (
    <div className="language-switch">
      <MenuButton
        label={`Editing: ${languageName(editing ?? fallback)}`}
        entries={entries}
        onChoose={(code) => store.getState().setEditingLanguage(code === fallback ? null : code)}
      />
      {editing === null ? null : <Untranslated language={editing} />}
    </div>
  );
}

function Untranslated({ language }: { readonly language: string }) {
  const store = useEditorStore();
  const { blockSchema } = useServices();
  const missingIn = useMemo(() => {
    const textKeys = (block: Block) => blockTextKeys(blockSchema(block.type), block.settings);
    const known = new WeakMap<Site, MissingText[]>();
    return (site: Site) => {
      let missing = known.get(site);
      if (!missing) {
        missing = missingTranslations(site, language, textKeys);
        known.set(site, missing);
      }
      return missing;
    };
  }, [blockSchema, language]);
  const missing = useEditorState((state) => missingIn(state.site));
  const pageId = useEditorState((state) => state.pageId);
  const hasBlock = missing.some((text) => text.kind === 'block');
  function next() {
    const state = store.getState();
    const blockId = nextUntranslatedBlock(state.site, missingIn(state.site), state.selectedBlockId);
    if (blockId) state.select(blockId);
  }
  return (
    <>
      <span className="language-missing">
        {untranslatedText(untranslatedCount(missing, pageId))}
      </span>
      <button type="button" className="button" disabled={!hasBlock} onClick={next}>
        Next untranslated
      </button>
    </>
  );
}
