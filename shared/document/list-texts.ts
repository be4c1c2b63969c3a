// Where a translation of a text inside a block's list lives (docs/languages.md "Translations").
// A block translation is keyed by setting name; a text inside a list item is keyed by the list's
// setting name, the item's id and the item's field, joined by dots: `items.<itemId>.title`, and
// inside a list of an item's list `sections.<sectionId>.items.<itemId>.name`. The item is named
// by its id, never its place, so moving it keeps its translation; an item that is gone takes its
// translations with it (pruneTranslations). Setting names hold no dot, so a key without one is a
// whole setting's, as before.
type Path = (string | number)[];
type Node = Readonly<Record<string, unknown>>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (item: unknown): string | undefined =>
  isNode(item) && typeof item.id === 'string' && item.id !== '' ? item.id : undefined;

/** Whether a translation key names a text inside a list item. */
export function isListTextKey(key: string): boolean {
  return key.includes('.');
}

/**
 * The translation key of the text at `path` inside a block's settings (`['items', 2, 'title']`
 * gives `items.<id of item 2>.title`); null when a step is not an item with an id.
 */
export function textKeyAt(settings: Node, path: readonly (string | number)[]): string | null {
  const parts: string[] = [];
  let node: unknown = settings;
  for (const step of path) {
    if (typeof step === 'number') {
      const id = Array.isArray(node) ? idOf(node[step]) : undefined;
      if (id === undefined) return null;
      parts.push(id);
      node = (node as unknown[])[step];
    } else {
      if (!isNode(node) || !Object.hasOwn(node, step)) return null;
      parts.push(step);
      node = node[step];
    }
  }
  return parts.length > 0 ? parts.join('.') : null;
}

/**
 * The path inside `settings` that a translation key names: `[key]` for a setting the block holds,
 * `['items', 2, 'title']` for a list text whose item is there (found by its id, wherever it
 * stands now); null when the setting or the item is not there.
 */
export function textPathOf(settings: Node, key: string): Path | null {
  if (!isListTextKey(key)) return Object.hasOwn(settings, key) ? [key] : null;
  return pathIn(settings, key);
}

function pathIn(node: Node, rest: string): Path | null {
  const dot = rest.indexOf('.');
  if (dot === -1) return Object.hasOwn(node, rest) ? [rest] : null;
  const listKey = rest.slice(0, dot);
  const list = Object.hasOwn(node, listKey) ? node[listKey] : undefined;
  if (!Array.isArray(list)) return null;
  const after = rest.slice(dot + 1);
  for (let index = 0; index < list.length; index++) {
    const id = idOf(list[index]);
    if (id === undefined || !after.startsWith(`${id}.`)) continue;
    const inner = pathIn(list[index] as Node, after.slice(id.length + 1));
    if (inner) return [listKey, index, ...inner];
  }
  return null;
}

/** The value at a path of `textPathOf` (undefined when it is not there). */
export function valueOnPath(settings: Node, path: readonly (string | number)[]): unknown {
  let node: unknown = settings;
  for (const step of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, step)) return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

/** The text a translation key names in `settings` (undefined when it names nothing there). */
export function textAt(settings: Node, key: string): unknown {
  const path = textPathOf(settings, key);
  return path ? valueOnPath(settings, path) : undefined;
}

/**
 * Puts `value` at `path`, copying each object and list on the way once: `fresh` holds the copies
 * made so far, so several texts of one block share one copy of its settings.
 */
export function writeOnPath(
  settings: Node,
  path: readonly (string | number)[],
  value: unknown,
  fresh: Set<object>,
): Record<string, unknown> {
  const copy = <T extends object>(node: T): T => {
    if (fresh.has(node)) return node;
    const made = (Array.isArray(node) ? [...node] : { ...node }) as T;
    fresh.add(made);
    return made;
  };
  const top = copy(settings) as Record<string | number, unknown>;
  let node = top;
  for (const step of path.slice(0, -1)) {
    const next = copy(node[step] as object) as Record<string | number, unknown>;
    node[step] = next;
    node = next;
  }
  node[path[path.length - 1]!] = value;
  return top as Record<string, unknown>;
}
