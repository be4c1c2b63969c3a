import { describe, expect, it } from 'vitest';
import { defaultDesign } from '../../design/site-design';
import { addDesign } from './v3-design';

describe('v3 design piece', () => {
  it('adds the default design and a default theme to every section style', () => {
    const doc = {
      id: 'site',
      pages: [
        {
          id: 'p',
          sections: [
            { id: 's', style: { padding: 'small', cornerRadius: 0, divider: 'none' }, blocks: [] },
            {
              id: 't',
              style: { padding: 'large', cornerRadius: 22, divider: 'none', theme: 'dark' },
              blocks: [],
            },
            { id: 'u', blocks: [] },
          ],
        },
      ],
    };
    expect(addDesign(doc)).toEqual({
      id: 'site',
      design: defaultDesign(),
      pages: [
        {
          id: 'p',
          sections: [
            {
              id: 's',
              style: { padding: 'small', cornerRadius: 0, divider: 'none', theme: null },
              blocks: [],
            },
            {
              id: 't',
              style: { padding: 'large', cornerRadius: 22, divider: 'none', theme: 'dark' },
              blocks: [],
            },
            { id: 'u', blocks: [] },
          ],
        },
      ],
    });
  });

  it('keeps a design that is already there', () => {
    const design = { colorPalette: [] };
    expect(addDesign({ design, pages: [] })).toEqual({ design, pages: [] });
  });
});
