// The product template the owner is editing, as the frame shows it (docs/templates.md): the
// editor sends the engine's output, sanitized here in the browser's DOM like the live site's is
// on the server (commerce controls kept, nothing executable); null: the built-in details.
import { useSyncExternalStore } from 'react';
import { sanitizeHtml } from '../blocks/html-sanitize';
import type { ProductTemplateOutput } from '../blocks/storefront/products/TemplatedProduct';

let current: ProductTemplateOutput | null = null;
const listeners = new Set<() => void>();

export function setFrameProductTemplate(shown: ProductTemplateOutput | null): void {
  current =
    shown === null ? null : { ...shown, html: sanitizeHtml(shown.html, { controls: true }).html };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useFrameProductTemplate(): ProductTemplateOutput | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
