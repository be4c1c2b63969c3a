// The alignment setting several blocks share.
import { z } from 'zod';
import type { FieldDescriptor } from './types';

export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export const alignSchema = () => z.enum(ALIGNMENTS, 'Choose left, center or right.');

export function alignField(key = 'align'): FieldDescriptor {
  return {
    key,
    label: 'Alignment',
    kind: 'select',
    options: [
      { value: 'left', label: 'Left' },
      { value: 'center', label: 'Center' },
      { value: 'right', label: 'Right' },
    ],
  };
}
