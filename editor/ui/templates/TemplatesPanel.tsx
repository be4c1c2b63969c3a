// "Templates" (roles that may edit code, docs/templates.md): the site's templates listed, a new
// one started, one edited beside the frame (TemplateForm.tsx), which shows it as the owner types.
// A non-modal panel like Site styles; Escape or "Close" closes it, and the frame goes back to
// the built-in product page.
import { useEffect, useMemo, useState } from 'react';
import type { ProductItem } from '../../../shared/api/commerce';
import type { StoredTemplate, TemplateInput } from '../../../shared/templates/stored';
import { createCommerceClient } from '../../commerce/client';
import { templatesClient } from '../../templates/client';
import { Feedback } from '../Feedback';
import { SidePanel } from '../SidePanel';
import { KIND_LABELS, TemplateForm } from './TemplateForm';
import './templates.css';

const STARTER = [
  '<h1>{item.title}</h1>',
  '{item|product-status}',
  '{item|product-price}',
  '{item|variants-select}',
  '{item|quantity-input}',
  '{item|add-to-cart-btn}',
  '{item|product-restock-notification}',
].join('\n');

const NEW_TEMPLATE: TemplateInput = {
  name: 'Product page',
  kind: 'product-detail',
  scope: { type: 'site' },
  source: STARTER,
};

interface Editing {
  readonly id: string;
  readonly initial: TemplateInput;
}

export function TemplatesPanel({ onClose }: { onClose: () => void }) {
  const [templates, setTemplates] = useState<readonly StoredTemplate[] | null>(null);
  const [products, setProducts] = useState<readonly ProductItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const commerce = useMemo(() => createCommerceClient(), []);

  useEffect(() => {
    void templatesClient.list().then((answer) => {
      if (answer.ok) setTemplates(answer.value);
      else setError(answer.message);
    });
    void commerce.listProducts().then((answer) => {
      if (answer.ok) setProducts(answer.value);
    });
  }, [commerce]);

  const saved = (template: StoredTemplate) =>
    setTemplates((was) => [...(was ?? []).filter((t) => t.id !== template.id), template]);
  const deleted = (id: string) => {
    setTemplates((was) => (was ?? []).filter((t) => t.id !== id));
    setEditing(null);
  };

  return (
    <SidePanel title="Templates" className="templates-panel" onClose={onClose}>
      <div className="design-panel-body">
        {error ? <Feedback tone="error">{error}</Feedback> : null}
        {templates === null && !error ? <p role="status">Loading templates…</p> : null}
        {templates ? (
          <nav aria-label="Saved templates" className="templates-list">
            <ul>
              {templates.map((template) => (
                <li key={template.id}>
                  <button
                    type="button"
                    className="button button-quiet"
                    aria-current={editing?.id === template.id ? 'true' : undefined}
                    onClick={() => setEditing({ id: template.id, initial: template })}
                  >
                    {template.name} ({KIND_LABELS[template.kind]})
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="button"
              onClick={() =>
                setEditing({ id: `template-${Date.now().toString(36)}`, initial: NEW_TEMPLATE })
              }
            >
              New template
            </button>
          </nav>
        ) : null}
        {editing && templates ? (
          <TemplateForm
            key={editing.id}
            id={editing.id}
            initial={editing.initial}
            templates={templates}
            products={products}
            onSaved={saved}
            onDeleted={deleted}
          />
        ) : null}
      </div>
    </SidePanel>
  );
}
