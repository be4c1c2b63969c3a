// The site's pages: pick the page to edit, add one, rename it (title and URL slug), reorder,
// delete (after a confirmation); below them "Footer", which edits the footer's sections (shown
// under every page) with the same outline, palette and settings. A row's four actions show for the current page, and for any
// row under the pointer or holding focus, so keyboard users reach them with Tab. A role that may
// not edit pages only picks the page to look at. While another language is edited each page
// shows its title in that language, or says it is not translated yet.
import { memo, useId, useRef, useState } from 'react';
import { useCan } from '../auth/owner';
import type { EditorState } from '../store/types';
import { ConfirmDialog } from './ConfirmDialog';
import { useEditorIds, useEditorState, useEditorStore } from './context';
import { AddPageForm, RenameForm } from './PageForms';

export const PagesPanel = memo(function PagesPanel() {
  const editable = useCan('site:edit');
  const ids = useEditorIds((state) => state.site.pages);
  return (
    <section aria-label="Pages" className="panel pages">
      <h2 className="panel-title">Pages</h2>
      <ul className="page-list">
        {ids.map((id, index) => (
          <PageRow key={id} pageId={id} index={index} count={ids.length} editable={editable} />
        ))}
      </ul>
      {editable ? <AddPageForm /> : null}
      <FooterRow />
    </section>
  );
});

function FooterRow() {
  const store = useEditorStore();
  const current = useEditorState((state) => state.editingFooter);
  const hintId = useId();
  return (
    <ul className="page-list footer-choice" aria-label="Site footer">
      <li className={current ? 'page-row is-current' : 'page-row'}>
        <div className="page-row-main">
          <button
            type="button"
            className="page-name"
            aria-current={current ? 'true' : undefined}
            aria-describedby={hintId}
            onClick={() => store.getState().editFooter()}
          >
            Footer
          </button>
          <span id={hintId} className="page-slug">
            on every page
          </span>
        </div>
      </li>
    </ul>
  );
}

type Titles = Pick<EditorState, 'site' | 'editingLanguage'>;

/** The page's title in the language being edited, when it has one. */
function translatedTitle(state: Titles, pageId: string): string | undefined {
  const language = state.editingLanguage;
  return language === null
    ? undefined
    : state.site.translations?.[language]?.pages?.[pageId]?.title;
}

function shownTitle(state: Titles, pageId: string): string | undefined {
  return translatedTitle(state, pageId) ?? state.site.pages.find((p) => p.id === pageId)?.title;
}

const PageRow = memo(function PageRow(props: {
  pageId: string;
  index: number;
  count: number;
  editable: boolean;
}) {
  const { pageId, index, count, editable } = props;
  const store = useEditorStore();
  const title = useEditorState((s) => shownTitle(s, pageId) ?? '');
  const untranslated = useEditorState(
    (s) => s.editingLanguage !== null && translatedTitle(s, pageId) === undefined,
  );
  const slug = useEditorState((s) => s.site.pages.find((p) => p.id === pageId)?.slug ?? '');
  const current = useEditorState((state) => state.pageId === pageId && !state.editingFooter);
  const [mode, setMode] = useState<'idle' | 'editing' | 'deleting'>('idle');
  const formId = useId();
  const slugId = useId();
  const renameRef = useRef<HTMLButtonElement>(null);

  function remove() {
    setMode('idle');
    store.getState().deletePage(pageId);
  }

  function closeForm() {
    setMode('idle');
    renameRef.current?.focus();
  }

  const rowClass = ['page-row', current && 'is-current', mode === 'editing' && 'is-editing'];
  return (
    <li className={rowClass.filter(Boolean).join(' ')}>
      <div className="page-row-main">
        <button
          type="button"
          className="page-name"
          aria-current={current ? 'page' : undefined}
          aria-describedby={slugId}
          onClick={() => store.getState().selectPage(pageId)}
        >
          {title}
        </button>
        <span id={slugId} className="page-slug">
          /{slug}
          {untranslated ? ' · not translated' : ''}
        </span>
        {editable ? (
          <span className="page-actions">
            <button
              type="button"
              className="icon-button"
              aria-label={`Page ${title} up`}
              title="Earlier in the list"
              disabled={index === 0}
              onClick={() => store.getState().movePage(pageId, index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={`Page ${title} down`}
              title="Later in the list"
              disabled={index === count - 1}
              onClick={() => store.getState().movePage(pageId, index + 1)}
            >
              ↓
            </button>
            <button
              ref={renameRef}
              type="button"
              className="icon-button"
              aria-label={`Rename page ${title}`}
              title="Rename"
              aria-expanded={mode === 'editing'}
              aria-controls={mode === 'editing' ? formId : undefined}
              onClick={() => setMode(mode === 'editing' ? 'idle' : 'editing')}
            >
              ✎
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={`Delete page ${title}`}
              title="Delete"
              onClick={() => setMode('deleting')}
            >
              ✕
            </button>
          </span>
        ) : null}
      </div>
      {mode === 'editing' ? (
        <RenameForm id={formId} pageId={pageId} title={title} slug={slug} onDone={closeForm} />
      ) : null}
      {mode === 'deleting' ? (
        <ConfirmDialog
          title={`Delete the page “${title}”?`}
          message="Its sections and blocks are deleted with it. Undo brings the page back."
          confirmLabel="Delete page"
          onConfirm={remove}
          onCancel={() => setMode('idle')}
        />
      ) : null}
    </li>
  );
});
