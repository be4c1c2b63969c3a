// A block's name in the outline and for screen readers: its display name, then the value of its
// first text field when that is set ("Button: Learn more"); formatted text counts by its plain
// text ("Text: Welcome"). A stand-in for a stored block that could not be read says so
// ("Unknown block 15 (can't be shown)").

import type { FieldDescriptor } from '../../blocks/types';
import { blockDisplayName } from '../../shared/codes/block-types';
import { type RichTextState, richTextError } from '../../shared/content/rich-text/model';
import { plainTextOf } from '../../shared/content/rich-text/plain';
import type { Block } from '../../shared/document/schema';

const MAX_SUMMARY = 40;

/** Follows the name of a block that cannot be shown. */
export const CANNOT_SHOW = "(can't be shown)";

/** A block type's code where it helps (a tooltip, a code search), never in every label. */
export function blockCodeTip(code: number): string {
  return `Block type ${code}`;
}

export function blockLabel(block: Block, fields: readonly FieldDescriptor[] | undefined): string {
  const name = blockDisplayName(block.type);
  if (block.unreadable) return `${name} ${CANNOT_SHOW}`;
  const field = fields?.find((f) => ['text', 'textarea', 'richtext'].includes(f.kind));
  const stored = field ? block.settings[field.key] : undefined;
  let value = stored;
  if (field?.kind === 'richtext') {
    value = richTextError(stored) === null ? plainTextOf(stored as RichTextState) : undefined;
  }
  if (typeof value !== 'string') return name;
  const summary = value.replace(/\s+/g, ' ').trim();
  if (summary === '') return name;
  const short = summary.length > MAX_SUMMARY ? `${summary.slice(0, MAX_SUMMARY - 1)}…` : summary;
  return `${name}: ${short}`;
}
