// Document patches (the editor's changes, in the shape immer's produceWithPatches gives: add,
// remove or replace at a path of keys and indexes), applied without changing what they apply
// to. Each container along a patch's path is copied and everything else keeps its reference, so
// a component subscribed to an unchanged node does not re-render. Typing in a panel makes one
// such patch per keystroke, and the frame applies it: doing that without immer's drafts is most
// of what a keystroke costs less (docs/performance.md). Arrays follow JSON Patch: `add` inserts
// at its index (or at the end for `-`), `remove` takes the item out.

export type PatchPath = readonly (string | number)[];

export interface PathPatch {
  readonly op: 'add' | 'remove' | 'replace';
  // Not readonly, as immer's and the preview protocol's patches: one type serves all three.
  readonly path: (string | number)[];
  readonly value?: unknown;
}

/** A patch that does not fit the document: a missing container, an index out of range. */
export class PatchMismatch extends Error {}

// Keys that would reach an object's prototype instead of a property of its own.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function checkedKey(key: string | number, path: PatchPath): string | number {
  if (typeof key === 'string' && FORBIDDEN_KEYS.has(key)) {
    throw new PatchMismatch(`A patch may not reach ${path.join('/')}.`);
  }
  return key;
}

function arrayIndex(items: readonly unknown[], key: string | number, path: PatchPath): number {
  const index = typeof key === 'number' ? key : Number(key);
  if (!Number.isInteger(index) || index < 0 || index > items.length) {
    throw new PatchMismatch(`No item at ${path.join('/')}.`);
  }
  return index;
}

/** `container` with the patch's last step done, as a new container. */
function changed(container: Container, patch: PathPatch): Container {
  const { op, path } = patch;
  const key = checkedKey(path[path.length - 1]!, path);
  if (Array.isArray(container)) {
    const items = container.slice();
    if (op === 'add' && key === '-') {
      items.push(patch.value);
      return items;
    }
    const index = arrayIndex(container, key, path);
    if (op === 'add') items.splice(index, 0, patch.value);
    else if (index === container.length) throw new PatchMismatch(`No item at ${path.join('/')}.`);
    else if (op === 'remove') items.splice(index, 1);
    else items[index] = patch.value;
    return items;
  }
  const copy = { ...container };
  if (op === 'remove') delete copy[key];
  else copy[key] = patch.value;
  return copy;
}

function applyOne(node: unknown, patch: PathPatch, depth: number): unknown {
  if (!isContainer(node)) throw new PatchMismatch(`Nothing at ${patch.path.join('/')}.`);
  if (depth === patch.path.length - 1) return changed(node, patch);
  const key = checkedKey(patch.path[depth]!, patch.path);
  if (Array.isArray(node)) {
    const index = arrayIndex(node, key, patch.path);
    const items = node.slice();
    items[index] = applyOne(node[index], patch, depth + 1);
    return items;
  }
  if (!Object.hasOwn(node, key)) throw new PatchMismatch(`Nothing at ${patch.path.join('/')}.`);
  return { ...node, [key]: applyOne(node[key], patch, depth + 1) };
}

/**
 * `root` with the patches applied in order. Throws PatchMismatch when one does not fit; `root`
 * itself is never changed.
 */
export function applyPathPatches<T>(root: T, patches: readonly PathPatch[]): T {
  let result: unknown = root;
  for (const patch of patches) {
    if (patch.path.length === 0) throw new PatchMismatch('A patch needs a path.');
    result = applyOne(result, patch, 0);
  }
  return result as T;
}

/** The value at `path`, or undefined when there is none. */
export function valueAtPath(root: unknown, path: PatchPath): unknown {
  let node = root;
  for (const key of path) {
    if (!isContainer(node) || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Sets one value: the patch that does it and the one that undoes it (the shape an edit records
 * in the history), or null when the value is already there.
 */
export function setValuePatches(
  root: unknown,
  path: PatchPath,
  value: unknown,
): { readonly patch: PathPatch; readonly inverse: PathPatch } | null {
  const parent = valueAtPath(root, path.slice(0, -1));
  if (!isContainer(parent)) throw new PatchMismatch(`Nothing at ${path.join('/')}.`);
  const key = path[path.length - 1]!;
  if (!Object.hasOwn(parent, key)) {
    return {
      patch: { op: 'add', path: [...path], value },
      inverse: { op: 'remove', path: [...path] },
    };
  }
  const before = (parent as Record<string, unknown>)[key];
  if (Object.is(before, value)) return null;
  return {
    patch: { op: 'replace', path: [...path], value },
    inverse: { op: 'replace', path: [...path], value: before },
  };
}
