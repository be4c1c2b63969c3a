// The Index (11) and Folder (17) blocks with a folder to show, and the Collection link (12) with
// its collection (docs/collections.md). An index lays the folder's entries out as tiles; a folder
// block shows the folder's own entry (a link by the clickable rule: index, its address;
// redirect, its first entry's; none, plain text) above its entries as a list. A collection link
// leads to the collection's page under its title (or the block's) with how many items it shows.
// Null when there is nothing to show, so the block keeps its empty state.
import type { ReactNode } from 'react';
import { BlockType } from '../../shared/codes/block-type-codes';
import type { CollectionShown } from '../../shared/content/collection-view';
import type { FolderEntry, FolderShown } from '../../shared/content/folder-view';
import { fillWords } from '../../shared/i18n/shopper-words';
import type { SiteWords } from '../../shared/i18n/site-words';
import { SafeLink } from '../SafeLink';
import { useSiteWords } from '../site-words';

const COUNT_WORDS = {
  blog: ['postsNone', 'postsOne', 'postsMany'],
  events: ['eventsNone', 'eventsOne', 'eventsMany'],
  album: ['albumsNone', 'albumsOne', 'albumsMany'],
} as const satisfies Record<CollectionShown['type'], readonly (keyof SiteWords)[]>;

/** "No posts yet", "1 event", "12 posts", in the page's words. */
export function itemCountText(
  collection: Pick<CollectionShown, 'type' | 'items'>,
  words: SiteWords,
): string {
  const [none, one, many] = COUNT_WORDS[collection.type];
  const count = collection.items.length;
  if (count === 0) return words[none];
  return count === 1 ? words[one] : fillWords(words[many], { count: String(count) });
}

function Entry({ entry, className }: { entry: FolderEntry; className: string }) {
  return entry.href === null ? (
    <span className={className}>{entry.title}</span>
  ) : (
    <SafeLink url={entry.href} className={className} newWindow={entry.newWindow}>
      {entry.title}
    </SafeLink>
  );
}

/** The folder's entries for an index (tiles) or a folder block (its title, then a list). */
export function folderList(type: number, folder: FolderShown | undefined): ReactNode {
  if (!folder || folder.entries.length === 0) return null;
  const index = type === BlockType.index;
  return (
    <>
      {index ? null : (
        <p className="sb-folder-title">
          <Entry
            entry={{ ...folder, id: folder.path, newWindow: false }}
            className="sb-folder-link"
          />
        </p>
      )}
      <ul className={index ? 'sb-index' : 'sb-folder'}>
        {folder.entries.map((entry) => (
          <li key={entry.id}>
            <Entry entry={entry} className={index ? 'sb-index-tile' : 'sb-folder-entry'} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** A collection link to a collection a page holds: its title (or the block's) and its count. */
export function CollectionLink({
  collection,
  title,
}: {
  collection: CollectionShown;
  title: string;
}) {
  const words = useSiteWords();
  return (
    <>
      <SafeLink url={collection.path} className="sb-collection-link sb-collection-link--link">
        {title.trim() || collection.title}
      </SafeLink>
      <p className="sb-collection-count">{itemCountText(collection, words)}</p>
    </>
  );
}
