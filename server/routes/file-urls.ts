// Serving uploaded files at their stable URLs, `/files/{id}/{slug}.{ext}`: the original, or with
// `?format=500w` that width variant, streamed from the files' engine (server/files/file-bytes.ts).
// Their bytes never change, so they are cached for a year; they are always shown inline, never
// sniffed as another type, and never run as a document.
import { Hono } from 'hono';
import { FILE_CACHE_CONTROL, unknownFormatMessage } from '../../shared/api/files';
import type { FileLibrary } from '../files/library';

export function fileUrlRoutes(library: FileLibrary): Hono {
  const app = new Hono();

  app.get('/:id/:name', async (c) => {
    const format = c.req.query('format');
    const opened = await library.open(c.req.param('id'), c.req.param('name'), format);
    if (opened.kind === 'bad-format') return c.text(unknownFormatMessage(format ?? ''), 400);
    if (opened.kind === 'not-found') return c.text('Not found', 404);
    c.header('Content-Type', opened.type);
    c.header('Content-Length', String(opened.body.size));
    c.header('Cache-Control', FILE_CACHE_CONTROL);
    c.header('Content-Disposition', 'inline');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    // A HEAD request gets the headers only: the opened file or connection is let go at once.
    if (c.req.method === 'HEAD') {
      await opened.body.stream.cancel();
      return c.body(null);
    }
    return c.body(opened.body.stream);
  });

  return app;
}
