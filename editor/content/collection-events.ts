// Word that the site's collections changed in the Content dialog (an item saved or deleted, a
// collection added, a tag or category changed): the frame bridge passes it to the frame as a
// `collectionsChanged` message, and the frame reads its collection view again
// (blocks/collection-list/view-context.ts). `announcing` wraps the dialog's client so each
// write that succeeds says so.
import { createSignal } from '../signal';
import type { ContentClient } from './client';

const changed = createSignal();

/** Tells every listener that the collections changed. */
export const announceCollectionsChange = changed.announce;

/** Calls the listener on each change; returns the unsubscribe. */
export const onCollectionsChange = changed.on;

const WRITES = [
  'createCollection',
  'saveItem',
  'removeItem',
  'addTerm',
  'renameTerm',
  'removeTerm',
  'mergeTerms',
] as const satisfies readonly (keyof ContentClient)[];

/** `client` whose writes announce a change once they succeed. */
export function announcing(client: ContentClient): ContentClient {
  const wrapped: ContentClient = { ...client };
  for (const name of WRITES) {
    const write = client[name] as (...args: unknown[]) => Promise<{ ok: boolean }>;
    Object.assign(wrapped, {
      [name]: async (...args: unknown[]) => {
        const answer = await write(...args);
        if (answer.ok) announceCollectionsChange();
        return answer;
      },
    });
  }
  return wrapped;
}
