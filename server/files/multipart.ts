// Reading an upload (multipart/form-data, field `file`) with a bounded body: a body over the
// limit is drained, not buffered (server/body.ts), and only its first bytes are kept, where the
// part headers name the file, so the refusal can say which file was too large.
import { MAX_FILE_BYTES, UPLOAD_FIELD } from '../../shared/api/files';
import { readBytesLimited } from '../body';

/** Room for the multipart boundaries and part headers around the file's bytes. */
export const MULTIPART_ALLOWANCE = 64 * 1024;
/** How much of a refused body is kept to find the file's name in. */
const HEAD_BYTES = 8 * 1024;

export type UploadRead =
  | {
      readonly kind: 'file';
      readonly name: string;
      readonly type: string;
      readonly bytes: Uint8Array;
    }
  | { readonly kind: 'too-large'; readonly name: string }
  | { readonly kind: 'no-file' };

/** Browsers escape these three characters in multipart file names (HTML's form encoding). */
function unescapeName(name: string): string {
  return name.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

/**
 * The file name of the `field` part from the start of a multipart body ('' when it is not
 * there, e.g. cut off).
 */
export function fileNameInHead(head: Uint8Array, field: string = UPLOAD_FIELD): string {
  const text = new TextDecoder().decode(head);
  for (const line of text.split('\r\n')) {
    if (!/^content-disposition:/i.test(line)) continue;
    const name = /;\s*name="([^"]*)"/i.exec(line)?.[1];
    const fileName = /;\s*filename="([^"]*)"/i.exec(line)?.[1];
    if (name === field && fileName !== undefined) return unescapeName(fileName);
  }
  return '';
}

export async function readUpload(request: Request): Promise<UploadRead> {
  const read = await readBytesLimited(request, MAX_FILE_BYTES + MULTIPART_ALLOWANCE, HEAD_BYTES);
  if (!read.ok) return { kind: 'too-large', name: fileNameInHead(read.head) };
  let form: FormData;
  try {
    const headers = { 'Content-Type': request.headers.get('Content-Type') ?? '' };
    form = await new Response(read.bytes, { headers }).formData();
  } catch {
    return { kind: 'no-file' };
  }
  const file = form.get(UPLOAD_FIELD);
  if (!(file instanceof File)) return { kind: 'no-file' };
  if (file.size > MAX_FILE_BYTES) return { kind: 'too-large', name: file.name };
  return {
    kind: 'file',
    name: file.name,
    type: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
}
