// Which revision visitors see (GET /api/sites/{id} answers it; a publish changes it), beside the
// editor's own revision: the top bar says "Published" or "Unpublished changes" from the two.
import { create } from 'zustand';
import type { SaveStatus } from '../store/types';

interface PublishState {
  /** undefined until the site is loaded; null before it is first published. */
  readonly publishedRevision: number | null | undefined;
}

export const usePublishState = create<PublishState>(() => ({ publishedRevision: undefined }));

export function setPublishedRevision(publishedRevision: number | null): void {
  usePublishState.setState({ publishedRevision });
}

export const PUBLISHED = 'Published';
export const UNPUBLISHED = 'Unpublished changes';

/** Everything the editor has is saved, and the saved revision is the published one. */
export function isPublished(
  publishedRevision: number | null | undefined,
  revision: number,
  saveStatus: SaveStatus,
): boolean {
  return saveStatus === 'saved' && publishedRevision === revision;
}
