// GET /api/collection-view?address=/blog/first-post: the collections of the DRAFT site as a
// visitor would see them now, with the item the address names, for the editor's frame to render
// what the live site renders (server/live/collection-view.ts builds both).
import { Hono } from 'hono';
import type { CollectionView } from '../../shared/content/collection-view';
import type { Site } from '../../shared/document/schema';
import type { CollectionViewRequest } from '../live/collection-view';
import { requestOrigin } from '../seo/origin';

/** Our limit: an address asked about. */
const MAX_ADDRESS_LENGTH = 2_000;

export function collectionViewRoutes(
  draft: () => Promise<Site | undefined>,
  build: (request: Omit<CollectionViewRequest, 'now'>) => Promise<CollectionView>,
): Hono {
  const app = new Hono();
  app.get('/', async (c) => {
    const address = c.req.query('address') ?? '';
    if (address.length > MAX_ADDRESS_LENGTH) {
      return c.json({ error: 'The address is too long.', issues: [] }, 400);
    }
    const site = await draft();
    if (!site) return c.json({ error: 'There is no such site.', issues: [] }, 404);
    return c.json(await build({ site, access: null, address, origin: requestOrigin(c) }));
  });
  return app;
}
