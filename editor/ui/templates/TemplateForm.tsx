// One template being edited: its name, kind, scope, the product or item the frame shows it with, the
// source (SourceEditor.tsx), its errors as a list whose entries move the caret to their line and
// column, what the frame shows (the last good rendering while there are errors), Save and Delete.
import { useId, useMemo, useRef, useState } from 'react';
import type { ProductItem } from '../../../shared/api/commerce';
import { PageType } from '../../../shared/codes/page-types';
import {
  partialsFor,
  type StoredTemplate,
  TEMPLATE_KINDS,
  type TemplateInput,
  type TemplateKind,
} from '../../../shared/templates/stored';
import { templatesClient } from '../../templates/client';
import { errorLabel } from '../../templates/preview-state';
import { CheckField, SelectField, TextField } from '../commerce/FormBits';
import { useEditorState } from '../context';
import { Feedback, type Tone } from '../Feedback';
import { SourceEditor, type SourceEditorHandle } from './SourceEditor';
import { type ItemSubject, useItemSubject } from './use-item-subject';
import { type PreviewSubject, useTemplatePreview } from './use-template-preview';

export const KIND_LABELS: Readonly<Record<TemplateKind, string>> = {
  'product-detail': 'Product page',
  'product-list': 'Product list page',
  'collection-item': 'Collection item page',
  partial: 'Partial',
};

const SITE_SCOPE = 'site';

export function TemplateForm(props: {
  readonly id: string;
  readonly initial: TemplateInput;
  readonly templates: readonly StoredTemplate[];
  readonly products: readonly ProductItem[];
  readonly onSaved: (template: StoredTemplate) => void;
  readonly onDeleted: (id: string) => void;
}) {
  const { id, initial, templates, products } = props;
  const site = useEditorState((state) => state.site);
  const [draft, setDraft] = useState<TemplateInput>(initial);
  const [productId, setProductId] = useState(products[0]?.id ?? '');
  const [itemChoice, setItemChoice] = useState('');
  const items = useItemSubject(draft.kind === 'collection-item', itemChoice);
  const [status, setStatus] = useState<{ text: string; tone: Tone } | null>(null);
  const editor = useRef<SourceEditorHandle>(null);
  const errorsId = useId();
  const scopeId = draft.scope.type === 'collection' ? draft.scope.collectionId : null;
  const partials = useMemo(() => partialsFor(templates, scopeId), [templates, scopeId]);
  const subject = useMemo(
    () => previewSubject(draft.kind, products, productId, items.subject),
    [draft.kind, products, productId, items.subject],
  );
  const preview = useTemplatePreview(site, draft.source, subject, partials);
  // Product templates apply to products pages, item templates to a collection (the page holding
  // it names it), partials to either.
  const scopes = site.pages.flatMap((page) => {
    const label = `${page.title} page`;
    if (page.collection) {
      return draft.kind.startsWith('product') ? [] : [{ value: page.collection.id, label }];
    }
    const products = page.pageType === PageType.mainContent && draft.kind !== 'collection-item';
    return products ? [{ value: page.id, label }] : [];
  });
  const change = (part: Partial<TemplateInput>) => setDraft((was) => ({ ...was, ...part }));

  async function save() {
    const answer = await templatesClient.save(id, draft);
    if (!answer.ok) {
      setStatus({ text: answer.message, tone: 'error' });
      return;
    }
    props.onSaved(answer.value.template);
    setStatus(savedStatus(answer.value.template.enabled, answer.value.errors.length));
  }

  async function remove() {
    const answer = await templatesClient.remove(id);
    if (answer.ok || answer.status === 404) props.onDeleted(id);
    else setStatus({ text: answer.message, tone: 'error' });
  }

  return (
    <form
      className="template-form"
      aria-label={`Template ${draft.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField label="Name" value={draft.name} onChange={(name) => change({ name })} />
      <SelectField<TemplateKind>
        label="Kind"
        value={draft.kind}
        choices={TEMPLATE_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
        onChange={(kind) => change({ kind })}
      />
      <SelectField<string>
        label="Applies to"
        value={scopeId ?? SITE_SCOPE}
        choices={[{ value: SITE_SCOPE, label: 'The whole site' }, ...scopes]}
        onChange={(value) =>
          change({
            scope:
              value === SITE_SCOPE ? { type: 'site' } : { type: 'collection', collectionId: value },
          })
        }
      />
      {draft.kind === 'product-detail' && products.length > 0 ? (
        <SelectField<string>
          label="Show in the frame with"
          value={productId}
          choices={products.map((item) => ({ value: item.id, label: item.name }))}
          onChange={setProductId}
        />
      ) : null}
      {draft.kind === 'collection-item' && items.choices.length > 0 ? (
        <SelectField<string>
          label="Show in the frame with"
          value={items.chosen}
          choices={items.choices}
          onChange={setItemChoice}
        />
      ) : null}
      <CheckField
        label="Use on the live site (off: the built-in rendering)"
        checked={draft.enabled ?? true}
        onChange={(enabled) => change({ enabled })}
      />
      <SourceEditor
        ref={editor}
        label="Template source"
        value={draft.source}
        onChange={(source) => change({ source })}
        errors={preview.errors}
        describedBy={preview.errors.length > 0 ? errorsId : undefined}
        invalid={preview.errors.length > 0}
      />
      <div id={errorsId} className="template-errors">
        {preview.errors.length > 0 ? (
          <>
            <h3 className="template-errors-title">
              {preview.errors.length === 1 ? '1 error' : `${preview.errors.length} errors`}
            </h3>
            <ol aria-label="Template errors">
              {preview.errors.map((error) => (
                <li key={errorLabel(error)}>
                  <button
                    type="button"
                    className="button button-quiet template-error"
                    onClick={() => editor.current?.focusAt(error.line, error.column)}
                  >
                    {errorLabel(error)}
                  </button>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
      <FrameNote stale={preview.stale} failure={preview.failure} shown={subject !== null} />
      {status ? <Feedback tone={status.tone}>{status.text}</Feedback> : null}
      <div className="button-group">
        <button type="submit" className="button button-primary">
          Save template
        </button>
        <button type="button" className="button" onClick={() => void remove()}>
          Delete (use the built-in rendering)
        </button>
      </div>
    </form>
  );
}

/** What a save says: whether the live site now uses the template. */
function savedStatus(enabled: boolean, errors: number): { text: string; tone: Tone } {
  if (!enabled) {
    return {
      text: 'Template saved, switched off: the live site uses the built-in rendering.',
      tone: 'success',
    };
  }
  if (errors === 0) return { text: 'Template saved. The live site uses it.', tone: 'success' };
  const counted = errors === 1 ? 'an error' : `${errors} errors`;
  return {
    text: `Template saved with ${counted}: the live site keeps the built-in rendering until it is fixed.`,
    tone: 'info',
  };
}

/** What the frame shows a template of `kind` with: none for partials. */
function previewSubject(
  kind: TemplateKind,
  products: readonly ProductItem[],
  productId: string,
  item: ItemSubject | null,
): PreviewSubject | null {
  if (kind === 'collection-item') return item ? { kind, item } : null;
  if (kind === 'product-list') return products.length > 0 ? { kind, products } : null;
  if (kind !== 'product-detail') return null;
  const product = products.find((candidate) => candidate.id === productId);
  return product ? { kind, product } : null;
}

function FrameNote(props: { stale: boolean; failure: string | null; shown: boolean }) {
  if (props.failure) return <Feedback tone="error">{props.failure}</Feedback>;
  if (!props.shown) {
    return (
      <Feedback tone="info">
        The frame shows product page and product list templates with the store's products, and
        collection item page templates with a published item.
      </Feedback>
    );
  }
  return (
    <Feedback tone="info" className="template-frame-note">
      {props.stale
        ? 'The frame keeps the last good rendering while the template has errors.'
        : 'The frame shows this template as you type.'}
    </Feedback>
  );
}
