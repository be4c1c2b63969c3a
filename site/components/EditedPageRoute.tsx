// What follows the blocks of the page the editor is editing (the frame shows that page without a
// route): the view of its page type, as a visitor sees it under the same blocks (RouteView): a
// collection page's list, the products page's product list; nothing for a plain page.
import type { PreviewState } from '../store';
import { RouteView } from './RouteView';
import { usePreview } from './store-context';

export function EditedPageRoute() {
  // Primitives only: an edit to the page's blocks does not render this again.
  const edited = (state: PreviewState) => (state.route === null ? state.view.page : null);
  const pageId = usePreview((state) => edited(state)?.id);
  const slug = usePreview((state) => edited(state)?.slug);
  const pageType = usePreview((state) => edited(state)?.pageType);
  const collectionId = usePreview((state) => edited(state)?.collection?.id);
  if (!pageId || slug === undefined || pageType === undefined) return null;
  const route = {
    address: `/${slug}`,
    pageType,
    pageId,
    params: {},
    ...(collectionId ? { collection: { pageId, collectionId } } : {}),
  };
  return <RouteView route={route} />;
}
