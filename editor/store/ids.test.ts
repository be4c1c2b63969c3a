import { describe, expect, it } from 'vitest';
import { idSchema } from '../../shared/document/schema';
import { ID_LENGTH, newId } from './ids';

describe('newId', () => {
  it('makes short base-36 ids that the document schema accepts', () => {
    for (let i = 0; i < 200; i++) {
      const id = newId();
      expect(id).toMatch(/^[0-9a-z]+$/);
      expect(id).toHaveLength(ID_LENGTH);
      expect(idSchema.safeParse(id).success).toBe(true);
    }
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 1000 }, newId));
    expect(ids.size).toBe(1000);
  });
});
