// Route views of a collection (docs/collections.md): its page's list under the page's own blocks
// (page type 1 with a collection) and an item's page at /<collection>/<item> (content item, 50).
// Plain HTML on the live site (the frame renders them from the view it loads), but for an item's
// likes and comments, an island that loads them after the page. An item a visitor may not see (or that does not exist) is the not-found page.
import { CollectionPageView } from '../../blocks/collection-list/CollectionPage';
import { ItemPageView } from '../../blocks/collection-list/ItemPage';
import { Responses } from '../../blocks/collection-list/Responses';
import { useCollectionView } from '../../blocks/collection-list/view-context';
import { PageType } from '../../shared/codes/page-types';
import type { PreviewState } from '../store';
import type { RouteViewProps } from './RouteView';
import { NotFoundPage } from './SystemPage';
import { usePreview } from './store-context';

export function CollectionListRoute({ route }: RouteViewProps) {
  const view = useCollectionView();
  const layout = usePreview(
    (state) =>
      state.site?.pages.find((page) => page.id === route.collection?.pageId)?.collection?.view,
  );
  const collection = view?.collections.find((c) => c.id === route.collection?.collectionId);
  if (!view || !collection) return null;
  return (
    <CollectionPageView
      collection={collection}
      view={view}
      layout={layout ?? 'list'}
      params={route.params}
    />
  );
}

/**
 * The list under the collection page the editor is editing (the frame shows that page without a
 * route); nothing for any other page.
 */
export function EditedCollectionList() {
  // Primitives only: an edit to the page's blocks does not render this again.
  const edited = (state: PreviewState) => (state.route === null ? state.view.page : null);
  const collectionId = usePreview((state) => edited(state)?.collection?.id);
  const pageId = usePreview((state) => edited(state)?.id);
  const slug = usePreview((state) => edited(state)?.slug);
  if (!collectionId || !pageId || slug === undefined) return null;
  const route = {
    address: `/${slug}`,
    pageType: PageType.mainContent,
    pageId,
    params: {},
    collection: { pageId, collectionId },
  };
  return <CollectionListRoute route={route} />;
}

export function CollectionItemRoute({ route }: RouteViewProps) {
  const view = useCollectionView(route.address.split('?')[0]);
  if (!view) return null;
  const collection = view.collections.find((c) => c.id === route.collection?.collectionId);
  if (!collection || !view.item || view.item.slug !== route.params.item) return <NotFoundPage />;
  const responses = {
    collectionId: collection.id,
    itemId: view.item.id,
    collectionPath: collection.path,
    commentsEnabled: view.commentsEnabled,
    withLikes: true,
  };
  return (
    <main className="sb-page sb-system-page" data-page-type="50">
      <ItemPageView item={view.item} collection={collection} view={view} />
      <Responses {...responses} />
    </main>
  );
}
