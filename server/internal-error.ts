// What a request that failed in the server answers: logged with its method and path, then the
// one sentence of the site API (JSON under /api/, text elsewhere). Never the error itself.
import type { Context } from 'hono';
import { SiteApiMessage } from '../shared/api/sites';

export function internalError(logError: (message: string, error: unknown) => void) {
  return (error: Error, c: Context): Response => {
    logError(`${c.req.method} ${c.req.path} failed:`, error);
    return c.req.path.startsWith('/api/')
      ? c.json({ error: SiteApiMessage.internal, message: SiteApiMessage.internal }, 500)
      : c.text(SiteApiMessage.internal, 500);
  };
}
