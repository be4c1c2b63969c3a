// The owner's templates the live site renders through (docs/templates.md): product pages and
// lists, and collection items; none without a template store.
import type { TemplateStore } from '../storage/template-store';
import { itemTemplateRenderer } from './live-item';
import { productTemplateRenderer } from './live-product';

export function liveTemplateRenderers(
  store: TemplateStore | undefined,
  logError: (message: string, error: unknown) => void,
) {
  return store
    ? {
        productTemplate: productTemplateRenderer(store, logError),
        itemTemplate: itemTemplateRenderer(store, logError),
      }
    : {};
}
