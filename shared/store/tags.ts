// Tags and categories in the tag and category manager: spec site-and-editor.md §5 ("Tag length
// maximum 50; category length maximum 25"; "This {tagType} already exists." / "You may only
// edit one {tagType} at a time.").
// Our choices where the spec is silent: names are trimmed; an empty name is refused; names
// compare without regard to case; a too-long name is refused (no message is given for it).

import { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from '../limits';

export type TagType = 'tag' | 'category';

export const TAG_MAX_LENGTH: Readonly<Record<TagType, number>> = {
  tag: MAX_TAG_LENGTH,
  category: MAX_CATEGORY_LENGTH,
};

export function alreadyExistsMessage(tagType: string): string {
  return `This ${tagType} already exists.`;
}

export function oneAtATimeMessage(tagType: string): string {
  return `You may only edit one ${tagType} at a time.`;
}

export type TagNameCheck =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly reason: 'empty' }
  | { readonly ok: false; readonly reason: 'too-long'; readonly maxLength: number }
  | { readonly ok: false; readonly reason: 'duplicate'; readonly message: string };

/**
 * Checks a new or renamed tag or category against the names already there. `current` is the
 * name being renamed, which may keep its own name (or change only its case).
 */
export function checkTagName(
  tagType: TagType,
  name: string,
  existing: Iterable<string>,
  current?: string,
): TagNameCheck {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const maxLength = TAG_MAX_LENGTH[tagType];
  if (trimmed.length > maxLength) return { ok: false, reason: 'too-long', maxLength };
  const key = trimmed.toLowerCase();
  const own = current?.trim().toLowerCase();
  for (const other of existing) {
    const otherKey = other.trim().toLowerCase();
    if (otherKey === key && otherKey !== own) {
      return { ok: false, reason: 'duplicate', message: alreadyExistsMessage(tagType) };
    }
  }
  return { ok: true, name: trimmed };
}

/** Editing starts unless another tag or category is being edited. */
export function checkStartEditing(
  tagType: TagType,
  editing: string | undefined,
  next: string,
): { readonly ok: true } | { readonly ok: false; readonly message: string } {
  if (editing === undefined || editing === next) return { ok: true };
  return { ok: false, message: oneAtATimeMessage(tagType) };
}
