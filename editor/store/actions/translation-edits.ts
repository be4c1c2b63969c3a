// Edits made while the editor edits another language than the default (docs/languages.md
// "Translating in the editor"): the words go to that language's translation (the shared model's
// setBlockTranslation, setPageTranslation and setNavTranslation) and the default language's words
// stay as they are. An edit touches one path of `site.translations`; these helpers turn the
// model's new site into the one patch that makes that change (and its inverse), so typing a
// translation sends the frame a keystroke's worth, as typing in the default language does.
import { current } from 'immer';
import type { PatchPath, PathPatch } from '../../../shared/document/patches';
import type { Site } from '../../../shared/document/schema';
import { pruneTranslations, setPageTranslation } from '../../../shared/document/translate';
import type { PageTranslation } from '../../../shared/document/translations';
import type { SiteDraft } from './context';
import { base } from './find';

type Node = Readonly<Record<string, unknown>>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key's value; a key holding undefined counts as absent (the model leaves such keys). */
const child = (node: Node | undefined, key: string | number): unknown =>
  node && Object.hasOwn(node, key) ? node[key] : undefined;

interface Divergence {
  /** The path of the first value that differs. */
  readonly path: (string | number)[];
  readonly before: unknown;
  readonly after: unknown;
}

/**
 * Where `after` first differs from `before` walking down `path` (both sites differ only along
 * it): null when they do not differ there.
 */
function divergence(before: Site, after: Site, path: PatchPath): Divergence | null {
  let was: Node | undefined = before as unknown as Node;
  let now: Node | undefined = after as unknown as Node;
  for (let depth = 0; depth < path.length; depth++) {
    const key = path[depth]!;
    const old = child(was, key);
    const next = child(now, key);
    if (Object.is(old, next)) return null;
    if (depth === path.length - 1 || !isNode(old) || !isNode(next)) {
      return { path: path.slice(0, depth + 1), before: old, after: next };
    }
    was = old;
    now = next;
  }
  return null;
}

/** The patch that makes the change along `path`, and the one that undoes it ([] for none). */
export function patchesAlong(
  before: Site,
  after: Site,
  path: PatchPath,
): { readonly patches: PathPatch[]; readonly inversePatches: PathPatch[] } {
  const at = divergence(before, after, path);
  if (!at) return { patches: [], inversePatches: [] };
  const set = (value: unknown, had: boolean): PathPatch =>
    value === undefined
      ? { op: 'remove', path: at.path }
      : { op: had ? 'replace' : 'add', path: at.path, value };
  return {
    patches: [set(at.after, at.before !== undefined)],
    inversePatches: [set(at.before, at.after !== undefined)],
  };
}

/** Makes the change along `path` on a draft (for the edits immer runs). */
export function applyAlong(draft: SiteDraft, after: Site, path: PatchPath): void {
  const at = divergence(base(draft) as Site, after, path);
  if (!at) return;
  let node = draft as unknown as Record<string | number, unknown>;
  for (const key of at.path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const key = at.path[at.path.length - 1]!;
  if (at.after === undefined) delete node[key];
  else node[key] = at.after;
}

/**
 * A page's words in `language`, changed by `change` (an empty text drops that word, so the
 * page shows the default language's again); the page's other translated words stay.
 */
export function translatePageWords(
  draft: SiteDraft,
  language: string,
  pageId: string,
  change: PageTranslation,
): void {
  const site = base(draft) as Site;
  const own = site.translations?.[language]?.pages?.[pageId];
  const after = setPageTranslation(site, language, pageId, { ...own, ...change });
  applyAlong(draft, after, ['translations', language, 'pages', pageId]);
}

/**
 * After a delete: the translations of what is gone (a page, a block, a navigation entry) go with
 * it, in the same undo step, so undo brings them back.
 */
export function pruneDraftTranslations(draft: SiteDraft): void {
  const before = base(draft) as Site;
  if (!before.translations) return;
  const pruned = pruneTranslations(current(draft) as Site);
  for (const language of Object.keys(pruned.translations ?? {})) {
    for (const part of ['pages', 'blocks', 'navigation']) {
      applyAlong(draft, pruned, ['translations', language, part]);
    }
  }
}
