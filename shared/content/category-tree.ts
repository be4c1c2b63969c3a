// Nested categories (spec site-and-editor.md §9 "nested categories limit 10000";
// docs/collections.md "Nested categories"): a category may sit inside another. A category's page
// lists the items of it and of every category below it; the manager shows the tree. Names
// compare without case, as everywhere else. Pure.
import { MAX_NESTED_CATEGORIES } from '../limits';

export interface CategoryNode {
  readonly name: string;
  /** The name of the category it sits in; null at the top. */
  readonly parent: string | null;
}

const key = (name: string) => name.trim().toLowerCase();

/** "A collection has at most 10,000 categories." (the spec gives the limit, not the words). */
export const TOO_MANY_CATEGORIES = `A collection has at most ${MAX_NESTED_CATEGORIES.toLocaleString('en-US')} categories.`;

/** The keys of `name` and every category below it, at any depth. */
export function categoryFamily(tree: readonly CategoryNode[], name: string): Set<string> {
  const family = new Set([key(name)]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of tree) {
      if (node.parent !== null && family.has(key(node.parent)) && !family.has(key(node.name))) {
        family.add(key(node.name));
        grew = true;
      }
    }
  }
  return family;
}

/**
 * Why `parent` cannot hold `name`: it is not a category of the tree, or it is `name` itself or a
 * category below it (a loop). Null when it can; a null parent (the top) always can.
 */
export function parentProblem(
  tree: readonly CategoryNode[],
  name: string,
  parent: string | null,
): 'no-parent' | 'loop' | null {
  if (parent === null) return null;
  if (!tree.some((node) => key(node.name) === key(parent))) return 'no-parent';
  return categoryFamily(tree, name).has(key(parent)) ? 'loop' : null;
}

/** The tree in reading order (each category after its parent, siblings by name) with depths. */
export function treeOrder<T extends CategoryNode>(nodes: readonly T[]): (T & { depth: number })[] {
  const known = new Set(nodes.map((node) => key(node.name)));
  const children = new Map<string | null, T[]>();
  for (const node of nodes) {
    const parent = node.parent !== null && known.has(key(node.parent)) ? key(node.parent) : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const ordered: (T & { depth: number })[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    const below = [...(children.get(parent) ?? [])].sort((a, b) =>
      key(a.name).localeCompare(key(b.name)),
    );
    for (const node of below) {
      if (seen.has(key(node.name))) continue;
      seen.add(key(node.name));
      ordered.push({ ...node, depth });
      walk(key(node.name), depth + 1);
    }
  };
  walk(null, 0);
  // A stored loop has no way in from the top: such categories follow at the top level.
  for (const node of nodes) if (!seen.has(key(node.name))) ordered.push({ ...node, depth: 0 });
  return ordered;
}
