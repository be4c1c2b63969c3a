// `openProductForm(formId)`: what the product block calls when a product references a form. It
// loads the definition, shows it in the lightbox and answers the additionalFields JSON string
// (field id to value in the spec's value shapes), or null when the visitor closed it or the
// form could not be loaded.
import { createRoot } from 'react-dom/client';
import { useStore } from 'zustand';
import { formDefinitions, loadDefinition } from './definitions';
import { ProductFormLightbox } from './ProductFormLightbox';
import './form.css';

export async function openProductForm(formId: string): Promise<string | null> {
  await loadDefinition(formId);
  const entry = formDefinitions.getState().entries[formId];
  if (entry?.status !== 'ready') return null;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    const close = (answers: string | null) => {
      root.unmount();
      host.remove();
      resolve(answers);
    };
    root.render(<Live formId={formId} onClose={close} />);
  });
}

function Live(props: {
  readonly formId: string;
  readonly onClose: (answers: string | null) => void;
}) {
  const entry = useStore(formDefinitions, (state) => state.entries[props.formId]);
  return entry?.status === 'ready' ? (
    <ProductFormLightbox definition={entry.definition} onClose={props.onClose} />
  ) : null;
}
