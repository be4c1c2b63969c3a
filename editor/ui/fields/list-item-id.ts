// A list item's id as the list field keys its rows by (`item-<index>` for one without an id).
import type { FieldContext } from '../../../blocks/types';

export const itemIdOf = (item: unknown, index: number): string =>
  typeof item === 'object' && item !== null && typeof (item as FieldContext).id === 'string'
    ? ((item as FieldContext).id as string)
    : `item-${index}`;
