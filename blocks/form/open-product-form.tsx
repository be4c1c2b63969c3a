// `openProductForm(formId)`: what the product block calls when a product references a form. It
// loads the definition, shows it in the lightbox and answers the additionalFields JSON string
// (field id to value in the spec's value shapes), or null when the visitor closed it or the
// form could not be loaded. `openProductFormWith` is the same with saved answers to start from
// and a save to run before closing (the cart's Edit), and tells a form that cannot be loaded.
import { createRoot } from 'react-dom/client';
import { useStore } from 'zustand';
import { StorefrontContext } from '../storefront/context';
import { formDefinitions, loadDefinition } from './definitions';
import { lightboxStorefront } from './lightbox-storefront';
import { ProductFormLightbox, type ProductFormLightboxProps } from './ProductFormLightbox';
import { valuesFromAnswers } from './prefill';
import './form.css';

export interface ProductFormOptions {
  /** Saved answers (field id to value) the controls start from. */
  readonly answers?: Readonly<Record<string, unknown>>;
  /** Saves the checked answers before the lightbox closes; answers a refusal to show, or null. */
  readonly save?: (answers: string) => Promise<string | null>;
}

export type ProductFormOutcome =
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'closed' }
  | { readonly kind: 'done'; readonly answers: string };

export async function openProductFormWith(
  formId: string,
  options: ProductFormOptions = {},
): Promise<ProductFormOutcome> {
  const storefront = lightboxStorefront();
  await loadDefinition(formId, storefront?.language);
  const entry = formDefinitions.getState().entries[formId];
  if (entry?.status !== 'ready') return { kind: 'unavailable' };
  const initialValues = options.answers
    ? valuesFromAnswers(entry.definition.fields, options.answers)
    : undefined;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    const close = (answers: string | null) => {
      root.unmount();
      host.remove();
      resolve(answers === null ? { kind: 'closed' } : { kind: 'done', answers });
    };
    const live = (
      <Live formId={formId} onClose={close} initialValues={initialValues} save={options.save} />
    );
    root.render(
      storefront ? <StorefrontContext value={storefront}>{live}</StorefrontContext> : live,
    );
  });
}

export async function openProductForm(formId: string): Promise<string | null> {
  const outcome = await openProductFormWith(formId);
  return outcome.kind === 'done' ? outcome.answers : null;
}

function Live(props: Omit<ProductFormLightboxProps, 'definition'> & { readonly formId: string }) {
  const { formId, ...rest } = props;
  const entry = useStore(formDefinitions, (state) => state.entries[formId]);
  return entry?.status === 'ready' ? (
    <ProductFormLightbox definition={entry.definition} {...rest} />
  ) : null;
}
