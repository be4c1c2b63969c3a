// The Files dialog, loaded when an image field first opens it (see lazy-part.tsx).
import { lazyPart } from '../lazy-part';

export const FilesDialog = lazyPart('files', () =>
  import('./FilesDialog').then((m) => m.FilesDialog),
);
