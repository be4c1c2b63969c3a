// Renders the source being typed (debounced) with a product's JSON and the partials in its scope,
// and shows the result in the frame: the last rendering without errors stays there while the
// template has errors (preview-state.ts). Leaving the editor puts the built-in page back.
import { useEffect, useRef, useState } from 'react';
import type { ProductItem } from '../../../shared/api/commerce';
import type { Site } from '../../../shared/document/schema';
import { productPath, productsPage } from '../../../shared/seo/addresses';
import { productTemplateJson } from '../../../shared/templates/product-json';
import { templatesClient } from '../../templates/client';
import { showTemplateInFrame } from '../../templates/frame-template';
import { NO_PREVIEW, nextPreview, type TemplatePreview } from '../../templates/preview-state';

/** Our choice: a render 300 ms after the last keystroke. */
export const PREVIEW_DELAY_MS = 300;

export function useTemplatePreview(
  site: Site,
  source: string,
  product: ProductItem | null,
  partials: Readonly<Record<string, string>>,
): TemplatePreview & { readonly failure: string | null } {
  const [preview, setPreview] = useState<TemplatePreview>(NO_PREVIEW);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(preview);
  latest.current = preview;

  useEffect(() => () => showTemplateInFrame(null), []);

  useEffect(() => {
    const page = productsPage(site);
    const address = product && productPath(site, product.slug);
    if (!product || !page || !address) return;
    let live = true;
    const timer = setTimeout(async () => {
      const json = productTemplateJson(site, product, {
        id: page.id,
        title: page.title,
        path: `/${page.slug}`,
      });
      const answer = await templatesClient.render({ template: source, json, partials });
      if (!live) return;
      if (!answer.ok) {
        setFailure(answer.message);
        return;
      }
      setFailure(null);
      const next = nextPreview(latest.current, answer.value);
      setPreview(next);
      if (next.shown !== null) showTemplateInFrame({ address, html: next.shown });
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [site, source, product, partials]);

  return { ...preview, failure };
}
