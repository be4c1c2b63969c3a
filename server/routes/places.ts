// GET /api/google-maps/places/autocomplete and …/details (shared/api/places.ts): visitor routes
// the checkout's address field calls. A call without the spec's tracking context (productPage
// and productSection) is answered all the same, and the missing context is logged.
import { type Context, Hono } from 'hono';
import {
  type AutocompleteResponse,
  PLACES_INPUT_MAX_LENGTH,
  type PlaceDetailsResponse,
  PlacesMessage,
} from '../../shared/api/places';
import type { PlacesProvider } from '../commerce/places/provider';
import type { CurrentSiteUser } from '../site-users/current-user';

export function placesRoutes(
  places: PlacesProvider,
  logError: (message: string, error: unknown) => void,
  siteUser?: CurrentSiteUser,
): Hono {
  const app = new Hono();
  const userId = async (c: Context) => (siteUser ? ((await siteUser(c))?.id ?? null) : null);
  const checkTracking = (c: Context) => {
    const productPage = c.req.query('productPage');
    const productSection = c.req.query('productSection');
    if (!productPage || !productSection) {
      logError(PlacesMessage.trackingMissing, { path: c.req.path, productPage, productSection });
    }
  };

  app.get('/autocomplete', async (c) => {
    checkTracking(c);
    const input = c.req.query('input') ?? '';
    if (input.length > PLACES_INPUT_MAX_LENGTH) {
      return c.json({ message: PlacesMessage.inputTooLong }, 400);
    }
    const country = (c.req.query('country') ?? 'US').toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) return c.json({ message: PlacesMessage.countryInvalid }, 400);
    const predictions = await places.autocomplete({ input, country, siteUserId: await userId(c) });
    return c.json<AutocompleteResponse>({ predictions });
  });

  app.get('/details', async (c) => {
    checkTracking(c);
    const placeId = c.req.query('placeId') ?? '';
    const result = placeId.length <= 100 ? await places.details(placeId, await userId(c)) : null;
    return result
      ? c.json<PlaceDetailsResponse>({ result })
      : c.json({ message: PlacesMessage.placeNotFound }, 404);
  });

  return app;
}
