// Route views of a collection (docs/collections.md): its page's list under the page's own blocks
// (page type 1 with a collection) and an item's page at /<collection>/<item> (content item, 50).
// Plain HTML on the live site (the frame renders them from the view it loads), but for an item's
// likes and comments, an island that loads them after the page. An item a visitor may not see (or that does not exist) is the not-found page.
// An item page through the owner's collection-item template (docs/templates.md) shows the
// template's sanitized output in place of the built-in article.
import { CollectionPageView } from '../../blocks/collection-list/CollectionPage';
import { ItemPageView } from '../../blocks/collection-list/ItemPage';
import { Responses } from '../../blocks/collection-list/Responses';
import { useCollectionView } from '../../blocks/collection-list/view-context';
import { useProductTemplate } from '../../blocks/storefront/products/TemplatedProduct';
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

export function CollectionItemRoute({ route }: RouteViewProps) {
  const path = route.address.split('?')[0];
  const view = useCollectionView(path);
  const shown = useProductTemplate('collection-item');
  // The frame's template output is one item's: another item's page is built in.
  const template = shown && (shown.path === undefined || shown.path === path) ? shown : null;
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
      {template ? (
        <div
          className="sb-item-template"
          data-template-output=""
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server or in the frame (html-sanitize.ts)
          dangerouslySetInnerHTML={{ __html: template.html }}
        />
      ) : (
        <ItemPageView item={view.item} collection={collection} view={view} />
      )}
      <div className="sb-item-page-responses">
        <Responses {...responses} />
      </div>
    </main>
  );
}
