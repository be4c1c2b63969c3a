// "Search and sharing": the site's description (what search engines and shared links show when
// a page has none of its own) and its favicon (an image from the file manager; without one the
// live site draws the site's initials). Each change is one undoable editor action (updateSiteSeo).
// While the editor edits another language, the site's title and description here are that
// language's (docs/languages.md "Translating in the editor"); the favicon is every language's.
import { useState } from 'react';
import { MAX_SEO_DESCRIPTION_LENGTH } from '../../shared/document/schema';
import { defaultLanguageOf } from '../../shared/i18n/languages';
import { languageName } from '../i18n/language-names';
import { useSiteLanguages } from '../i18n/site-language';
import type { SiteSeoChange } from '../store/actions/update-seo';
import { TextField } from './commerce/FormBits';
import { useEditorState, useEditorStore } from './context';
import { Dialog } from './Dialog';
import { FilesDialog } from './files/LazyFilesDialog';

const DESCRIPTION_HELP = `Shown by search engines and shared links for pages without their own; at most ${MAX_SEO_DESCRIPTION_LENGTH} characters.`;

/** A text applied when typing is done (blur, Enter), its refusal shown under it. */
function SiteText(props: {
  readonly label: string;
  readonly help: string;
  readonly saved: string;
  readonly multiline?: boolean;
  readonly change: (text: string) => SiteSeoChange;
}) {
  const store = useEditorStore();
  const [text, setText] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const commit = () => {
    if (text === undefined) return;
    const result = store.getState().updateSiteSeo(props.change(text));
    setError(result.ok ? undefined : result.message);
    if (result.ok) setText(undefined);
  };
  return (
    <TextField
      label={props.label}
      help={props.help}
      multiline={props.multiline}
      value={text ?? props.saved}
      error={error}
      onChange={setText}
      onCommit={commit}
    />
  );
}

/** The site's title and description in the language being edited. */
function TranslatedSiteTexts({ language }: { readonly language: string }) {
  const site = useEditorState((state) => state.site);
  const defaultName = languageName(useSiteLanguages((state) => defaultLanguageOf(state.languages)));
  const own = site.translations?.[language];
  const name = languageName(language);
  const fallback = `Empty: the ${defaultName} words show.`;
  return (
    <>
      <SiteText
        label={`Site title (${name})`}
        help={`${defaultName}: ${site.title}. ${fallback} Shown in the header and the browser tab.`}
        saved={own?.title ?? ''}
        change={(title) => ({ title })}
      />
      <SiteText
        label={`Site description (${name})`}
        help={`${defaultName}: ${site.settings.description || '(empty)'}. ${fallback}`}
        saved={own?.description ?? ''}
        multiline
        change={(description) => ({ description })}
      />
    </>
  );
}

export function SearchSharingDialog({ onClose }: { readonly onClose: () => void }) {
  const store = useEditorStore();
  const saved = useEditorState((state) => state.site.settings.description ?? '');
  const favicon = useEditorState((state) => state.site.settings.favicon);
  const language = useEditorState((state) => state.editingLanguage);
  const [error, setError] = useState<string | undefined>(undefined);
  const [browsing, setBrowsing] = useState(false);

  return (
    <Dialog
      title="Search and sharing"
      message={<p>Saved with your site and shown on the live site after you publish.</p>}
      onEscape={onClose}
      className="commerce-dialog commerce-dialog-narrow"
    >
      <div className="commerce-body">
        {language === null ? (
          <SiteText
            label="Site description"
            help={DESCRIPTION_HELP}
            saved={saved}
            multiline
            change={(description) => ({ description })}
          />
        ) : (
          <TranslatedSiteTexts language={language} />
        )}
        {error ? <p className="field-error">{error}</p> : null}
        <p className="field-label">Favicon</p>
        <p role="status">
          {favicon ? `Your image: ${favicon.url}` : "Your site's initials, in its colours."}
        </p>
        <div className="form-actions">
          <button type="button" className="button" onClick={() => setBrowsing(true)}>
            {favicon ? 'Replace favicon' : 'Choose favicon'}
          </button>
          {favicon ? (
            <button
              type="button"
              className="button"
              onClick={() => store.getState().updateSiteSeo({ favicon: null })}
            >
              Use initials
            </button>
          ) : null}
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
        {browsing ? (
          <FilesDialog
            onClose={() => setBrowsing(false)}
            onPick={(file) => {
              setBrowsing(false);
              const result = store.getState().updateSiteSeo({
                favicon: { fileId: file.id, url: file.url },
              });
              setError(result.ok ? undefined : result.message);
            }}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
