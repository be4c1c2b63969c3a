import { describe, expect, it } from 'vitest';
import { v2ToV3 } from './v3';

describe('v2ToV3', () => {
  it('sets version 3 and keeps what no piece changes', () => {
    const v2 = { schemaVersion: 2, id: 'site', pages: [{ id: 'p', sections: [] }] };
    expect(v2ToV3(v2)).toMatchObject({ ...v2, schemaVersion: 3 });
  });
});
