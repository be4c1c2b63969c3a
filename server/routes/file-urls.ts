// Serving uploaded files at their stable URLs, `/files/{id}/{slug}.{ext}`: the original, or with
// `?format=500w` that width variant, streamed from the files' engine (server/files/file-bytes.ts).
// Their bytes never change, so they are cached for a year; they are always shown inline, never
// sniffed as another type, and never run as a document.

import { Hono } from 'hono';
import { FILE_CACHE_CONTROL, unknownFormatMessage } from '../../shared/api/files';
import { contentRange } from '../files/byte-range';
import type { FileLibrary } from '../files/library';

export function fileUrlRoutes(library: FileLibrary): Hono {
  const app = new Hono();

  app.get('/:id/:name', async (c) => {
    const format = c.req.query('format');
    const { id, name } = c.req.param();
    const opened = await library.open(id, name, format, c.req.header('Range'));
    if (opened.kind === 'bad-format') return c.text(unknownFormatMessage(format ?? ''), 400);
    if (opened.kind === 'not-found') return c.text('Not found', 404);
    if (opened.kind === 'unsatisfiable') {
      c.header('Content-Range', contentRange({ kind: 'unsatisfiable' }, opened.size));
      return c.text('The range asked for is past the end of the file.', 416);
    }
    const { range, body } = opened;
    c.header('Content-Type', opened.type);
    if (opened.ranges) c.header('Accept-Ranges', 'bytes');
    if (range.kind === 'part') {
      c.header('Content-Range', contentRange(range, body.size));
      c.status(206);
    }
    c.header(
      'Content-Length',
      String(range.kind === 'part' ? range.end - range.start + 1 : body.size),
    );
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
