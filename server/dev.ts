// `npm run dev`: Vite serves the editor and preview from source with hot reload; the API and
// media and uploaded files still come from the Hono app.
import type { IncomingMessage, ServerResponse } from 'node:http';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const SERVER_PATHS = ['/api/', '/media/', '/files/'];

/** Wraps the app's listener so page and source requests go to Vite first. */
export async function withVite(
  app: Listener,
): Promise<{ listener: Listener; close(): Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'mpa' });
  const listener: Listener = (req, res) => {
    if (SERVER_PATHS.some((prefix) => req.url?.startsWith(prefix))) app(req, res);
    else vite.middlewares(req, res, () => app(req, res));
  };
  return { listener, close: () => vite.close() };
}
