// Spacer block (code 21): empty vertical space.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import type { BlockSchemaDefinition } from '../types';

export const MAX_SPACER_HEIGHT = 400;

const schema = z.object({
  height: z
    .number('Enter a height in pixels.')
    .int('Use a whole number of pixels.')
    .min(0, 'A height cannot be negative.')
    .max(MAX_SPACER_HEIGHT, `A spacer can be at most ${MAX_SPACER_HEIGHT} px high.`)
    .default(40),
});

export type SpacerSettings = z.infer<typeof schema>;

export const spacerSchema: BlockSchemaDefinition<SpacerSettings> = {
  type: BlockType.spacer,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'height',
      label: 'Height',
      kind: 'number',
      min: 0,
      max: MAX_SPACER_HEIGHT,
      step: 1,
      unit: 'px',
    },
  ],
};
