// Adding the files chosen in "Files" to a list one by one: stops at the first refusal (a full
// list) and says how many went in, as a success, or the refusal, as an error.
import type { FileRecord } from '../../../shared/api/files';
import type { EditResult } from '../../store/types';
import { errorMessage, type Message } from '../feedback-message';

export function addFiles(
  files: readonly FileRecord[],
  insert: (file: FileRecord) => EditResult,
): Message {
  let added = 0;
  for (const file of files) {
    const result = insert(file);
    if (!result.ok) {
      const before = added === 0 ? '' : `Added ${added} of ${files.length}. `;
      return errorMessage(`${before}${result.message}`);
    }
    added += 1;
  }
  const what = files.length === 1 ? files[0]!.name : `${files.length} images`;
  return { text: `Added ${what}.`, tone: 'success' };
}
