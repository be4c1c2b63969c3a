// The Pages panel's forms: rename a page (title and URL slug, with its search title and
// description) and add a page by title. A refusal is shown under the form and marks only the
// field it concerns (the store's refusal names it). While another language is edited the title
// and search texts are that language's (empty: the default's show) and the slug is shared.
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { MAX_SEO_DESCRIPTION_LENGTH, MAX_SEO_TITLE_LENGTH } from '../../shared/document/schema';
import { useEditorState, useEditorStore } from './context';
import { Feedback } from './Feedback';

type FieldName = 'title' | 'slug' | 'seoTitle' | 'seoDescription';

/**
 * The page's words the form edits: its title and search texts, or in another language their
 * translation ('' for none yet) with the default's title as the hint.
 */
function usePageWords(pageId: string) {
  const language = useEditorState((s) => s.editingLanguage);
  const page = useEditorState((s) => s.site.pages.find((p) => p.id === pageId));
  const own = useEditorState((s) =>
    language === null ? undefined : s.site.translations?.[language]?.pages?.[pageId],
  );
  if (language === null) {
    const seo = page?.seo;
    return {
      title: page?.title ?? '',
      seoTitle: seo?.title ?? '',
      seoDescription: seo?.description ?? '',
      fallback: undefined,
    };
  }
  return {
    title: own?.title ?? '',
    seoTitle: own?.seoTitle ?? '',
    seoDescription: own?.seoDescription ?? '',
    fallback: page?.title,
  };
}

export function RenameForm(props: {
  id: string;
  pageId: string;
  title: string;
  slug: string;
  onDone: () => void;
}) {
  const store = useEditorStore();
  const words = usePageWords(props.pageId);
  const [title, setTitle] = useState(words.title);
  const [slug, setSlug] = useState(props.slug);
  const seo = { title: words.seoTitle, description: words.seoDescription };
  const [seoTitle, setSeoTitle] = useState(seo.title);
  const [seoDescription, setSeoDescription] = useState(seo.description);
  const [refusal, setRefusal] = useState<{ message: string; field?: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const slugId = useId();
  const seoTitleId = useId();
  const seoDescriptionId = useId();
  const messageId = useId();

  useEffect(() => {
    titleRef.current?.focus({ preventScroll: true });
    formRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Two undo steps at most: the rename, then the search texts (each only when it changed).
    const state = store.getState();
    const renamed =
      title === words.title && slug === props.slug
        ? ({ ok: true } as const)
        : state.renamePage(props.pageId, title, slug);
    if (!renamed.ok) return setRefusal(renamed);
    const seoChanged = seoTitle.trim() !== seo.title || seoDescription.trim() !== seo.description;
    const result = seoChanged
      ? state.updatePageSeo(props.pageId, { title: seoTitle, description: seoDescription })
      : renamed;
    if (result.ok) props.onDone();
    else setRefusal(result);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    props.onDone();
  }

  const message = refusal?.message ?? null;
  const invalid = (name: FieldName) =>
    refusal?.field === name ? { 'aria-invalid': true, 'aria-describedby': messageId } : {};
  return (
    <form
      ref={formRef}
      id={props.id}
      className="page-form"
      aria-label={`Rename page ${props.title}`}
      onSubmit={submit}
      onKeyDown={onKeyDown}
    >
      <div className="field">
        <label htmlFor={titleId} className="field-label">
          Page title
        </label>
        <input
          ref={titleRef}
          id={titleId}
          className="input"
          value={title}
          placeholder={words.fallback}
          onChange={(event) => setTitle(event.target.value)}
          {...invalid('title')}
        />
      </div>
      <div className="field">
        <label htmlFor={slugId} className="field-label">
          URL slug
        </label>
        <input
          id={slugId}
          className="input"
          value={slug}
          spellCheck={false}
          onChange={(event) => setSlug(event.target.value)}
          {...invalid('slug')}
        />
      </div>
      <fieldset className="field">
        <legend className="field-label">Search and sharing</legend>
        <label htmlFor={seoTitleId} className="field-label">
          Search title
        </label>
        <input
          id={seoTitleId}
          className="input"
          value={seoTitle}
          placeholder={title || words.fallback}
          maxLength={MAX_SEO_TITLE_LENGTH}
          onChange={(event) => setSeoTitle(event.target.value)}
          {...invalid('seoTitle')}
        />
        <label htmlFor={seoDescriptionId} className="field-label">
          Search description
        </label>
        <textarea
          id={seoDescriptionId}
          className="input"
          rows={3}
          value={seoDescription}
          maxLength={MAX_SEO_DESCRIPTION_LENGTH}
          onChange={(event) => setSeoDescription(event.target.value)}
          {...invalid('seoDescription')}
        />
      </fieldset>
      {message ? (
        <Feedback tone="error" id={messageId} className="field-error">
          {message}
        </Feedback>
      ) : null}
      <div className="form-actions">
        <button type="button" className="button" onClick={props.onDone}>
          Cancel
        </button>
        <button type="submit" className="button button-primary">
          Rename
        </button>
      </div>
    </form>
  );
}

export function AddPageForm() {
  const store = useEditorStore();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const inputId = useId();
  const messageId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = store.getState().addPage(title);
    if (result.ok) {
      setTitle('');
      setMessage(null);
    } else {
      setMessage(result.message);
    }
  }

  return (
    <form className="page-form add-page" onSubmit={submit}>
      <label htmlFor={inputId} className="field-label">
        New page title
      </label>
      <div className="input-row">
        <input
          id={inputId}
          className="input"
          value={title}
          placeholder="e.g. Services"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        <button type="submit" className="button">
          Add page
        </button>
      </div>
      {message ? (
        <Feedback tone="error" id={messageId} className="field-error">
          {message}
        </Feedback>
      ) : null}
    </form>
  );
}
