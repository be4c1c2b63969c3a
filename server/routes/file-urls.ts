// Serving uploaded files at their stable URLs, `/files/{id}/{slug}.{ext}`: the original, or with
// `?format=500w` that width variant. Their bytes never change, so they are cached for a year;
// they are always shown inline, never sniffed as another type, and never run as a document.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { FILE_CACHE_CONTROL, unknownFormatMessage } from '../../shared/api/files';
import type { FileLibrary } from '../files/library';

async function sizeOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function fileUrlRoutes(library: FileLibrary): Hono {
  const app = new Hono();

  app.get('/:id/:name', async (c) => {
    const format = c.req.query('format');
    const located = await library.locate(c.req.param('id'), c.req.param('name'), format);
    if (located.kind === 'bad-format') return c.text(unknownFormatMessage(format ?? ''), 400);
    const size = located.kind === 'file' ? await sizeOf(located.path) : undefined;
    if (located.kind !== 'file' || size === undefined) return c.text('Not found', 404);
    c.header('Content-Type', located.type);
    c.header('Content-Length', String(size));
    c.header('Cache-Control', FILE_CACHE_CONTROL);
    c.header('Content-Disposition', 'inline');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    const stream = Readable.toWeb(createReadStream(located.path)) as ReadableStream<Uint8Array>;
    return c.body(stream);
  });

  return app;
}
