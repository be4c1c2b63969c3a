// The files API: upload (multipart), list with search, read, rename or move the focal point,
// delete. Writes carry the crumb (csrf.ts guards all of /api). Refusals answer `{error}` with
// the spec's sentences; an unexpected failure of an upload or a rename answers 500 with the
// spec's "There was a problem while ..." and is logged.
import { Hono } from 'hono';
import { checkFileChange } from '../../shared/api/file-changes';
import { FileMessage, fileTooLargeMessage } from '../../shared/api/files';
import { type FileLibrary, refusalName } from '../files/library';
import { readUpload } from '../files/multipart';
import { jsonBody } from '../json-body';

/** A change request is a few short fields; anything longer is not one. */
const MAX_CHANGE_BYTES = 16 * 1024;

/** A change body; one too large can only hold a name that is too long. */
const changeJson = jsonBody({
  maxBytes: MAX_CHANGE_BYTES,
  refuse: (c, refusal) =>
    c.json(
      { error: refusal.kind === 'too-large' ? FileMessage.nameTooLong : refusal.message },
      refusal.status,
    ),
});

export type LogError = (message: string, error: unknown) => void;

export function fileRoutes(library: FileLibrary, logError: LogError): Hono {
  const app = new Hono();
  const notFound = { error: FileMessage.notFound };

  app.get('/', async (c) => c.json({ files: await library.list(c.req.query('search')) }));

  app.get('/:id', async (c) => {
    const record = await library.get(c.req.param('id'));
    return record ? c.json(record) : c.json(notFound, 404);
  });

  app.post('/', async (c) => {
    try {
      const read = await readUpload(c.req.raw);
      if (read.kind === 'too-large') {
        return c.json({ error: fileTooLargeMessage(refusalName(read.name)) }, 413);
      }
      if (read.kind === 'no-file') return c.json({ error: FileMessage.noFile }, 400);
      const result = await library.upload(read);
      return result.kind === 'stored'
        ? c.json(result.record, 201)
        : c.json({ error: result.error }, result.status);
    } catch (error) {
      logError(`POST ${c.req.path} failed:`, error);
      return c.json({ error: FileMessage.uploadFailed }, 500);
    }
  });

  app.patch('/:id', changeJson, async (c) => {
    const change = checkFileChange(c.var.body);
    if (!change.ok) return c.json({ error: change.error }, 400);
    try {
      const record = await library.change(c.req.param('id'), change.value);
      return record ? c.json(record) : c.json(notFound, 404);
    } catch (error) {
      logError(`PATCH ${c.req.path} failed:`, error);
      return c.json({ error: FileMessage.renameFailed }, 500);
    }
  });

  app.delete('/:id', async (c) =>
    (await library.remove(c.req.param('id'))) ? c.body(null, 204) : c.json(notFound, 404),
  );

  return app;
}
