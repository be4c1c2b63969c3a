// Pure rules of the file manager's list: a checked upload, the list after an upload, a rename
// or a delete, and what the list says when it is empty.
import {
  FileMessage,
  type FileRecord,
  fileTooLargeMessage,
  MAX_FILE_BYTES,
} from '../../shared/api/files';

/**
 * The refusal of a file before it is sent: over the maximum size the server would refuse it
 * too, so the owner hears at once instead of after uploading it. Undefined when it may go.
 */
export function uploadRefusal(file: { readonly name: string; readonly size: number }) {
  return file.size > MAX_FILE_BYTES
    ? fileTooLargeMessage(file.name || FileMessage.unnamedFile)
    : undefined;
}

/** The list with `record` in place of the file with its id, or first when it is new. */
export function withFile(files: readonly FileRecord[], record: FileRecord): FileRecord[] {
  return files.some((file) => file.id === record.id)
    ? files.map((file) => (file.id === record.id ? record : file))
    : [record, ...files];
}

export function withoutFile(files: readonly FileRecord[], id: string): FileRecord[] {
  return files.filter((file) => file.id !== id);
}

/** What the list says when it holds no file. */
export function emptyListText(search: string): string {
  return search.trim() === ''
    ? 'No files yet. Upload images with the button, or drop them here.'
    : `No files match “${search.trim()}”.`;
}
