// "Search and sharing": the site's description (what search engines and shared links show when
// a page has none of its own) and its favicon (an image from the file manager; without one the
// live site draws the site's initials). Each change is one undoable editor action (updateSiteSeo).
import { useState } from 'react';
import { MAX_SEO_DESCRIPTION_LENGTH } from '../../shared/document/schema';
import { TextField } from './commerce/FormBits';
import { useEditorState, useEditorStore } from './context';
import { Dialog } from './Dialog';
import { FilesDialog } from './files/LazyFilesDialog';

export function SearchSharingDialog({ onClose }: { readonly onClose: () => void }) {
  const store = useEditorStore();
  const saved = useEditorState((state) => state.site.settings.description ?? '');
  const favicon = useEditorState((state) => state.site.settings.favicon);
  const [description, setDescription] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [browsing, setBrowsing] = useState(false);

  function commitDescription() {
    if (description === undefined) return;
    const result = store.getState().updateSiteSeo({ description });
    setError(result.ok ? undefined : result.message);
    if (result.ok) setDescription(undefined);
  }

  return (
    <Dialog
      title="Search and sharing"
      message={<p>Saved with your site and shown on the live site after you publish.</p>}
      onEscape={onClose}
      className="commerce-dialog commerce-dialog-narrow"
    >
      <div className="commerce-body">
        <TextField
          label="Site description"
          help={`Shown by search engines and shared links for pages without their own; at most ${MAX_SEO_DESCRIPTION_LENGTH} characters.`}
          multiline
          value={description ?? saved}
          error={error}
          onChange={setDescription}
          onCommit={commitDescription}
        />
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
