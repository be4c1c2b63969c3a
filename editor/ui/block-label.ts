// A block's name in the outline and for screen readers: its display name, then the value of its
// first text field when that is set ("Button: Learn more").

import type { FieldDescriptor } from '../../blocks/types';
import { blockDisplayName } from '../../shared/codes/block-types';
import type { Block } from '../../shared/document/schema';

const MAX_SUMMARY = 40;

export function blockLabel(block: Block, fields: readonly FieldDescriptor[] | undefined): string {
  const name = blockDisplayName(block.type);
  const field = fields?.find((f) => f.kind === 'text' || f.kind === 'textarea');
  const value = field ? block.settings[field.key] : undefined;
  if (typeof value !== 'string') return name;
  const summary = value.replace(/\s+/g, ' ').trim();
  if (summary === '') return name;
  const short = summary.length > MAX_SUMMARY ? `${summary.slice(0, MAX_SUMMARY - 1)}…` : summary;
  return `${name}: ${short}`;
}
