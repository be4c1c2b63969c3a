// Telling a block's schema definition apart from the other things a schema module exports.
import { z } from 'zod';
import type { BlockSchemaDefinition } from './types';

export function isBlockSchemaDefinition(value: unknown): value is BlockSchemaDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<BlockSchemaDefinition>;
  return (
    typeof candidate.type === 'number' &&
    candidate.schema instanceof z.ZodObject &&
    Array.isArray(candidate.fields) &&
    typeof candidate.defaults === 'object'
  );
}
