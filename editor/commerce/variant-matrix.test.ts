import { describe, expect, it } from 'vitest';
import {
  addOption,
  addValue,
  blankVariant,
  type MatrixEdit,
  MatrixMessage,
  moveOption,
  optionsFromVariants,
  rebuildVariants,
  removeOption,
  removeValue,
  renameOption,
  updateVariant,
  type VariantMatrix,
} from './variant-matrix';

function ok(edit: MatrixEdit): VariantMatrix {
  if (!edit.ok) throw new Error(edit.reason);
  return edit.matrix;
}

const single: VariantMatrix = {
  options: [],
  variants: [{ ...blankVariant(), sku: 'TEE', price: '20.00', qtyInStock: '4' }],
};

function sizesAndColours(): VariantMatrix {
  let m = ok(addOption(single, 'Size'));
  m = ok(addValue(m, 0, 'S'));
  m = ok(addValue(m, 0, 'M'));
  m = ok(addOption(m, 'Color'));
  m = ok(addValue(m, 1, 'Red'));
  return ok(addValue(m, 1, 'Blue'));
}

const attrs = (m: VariantMatrix) => m.variants.map((v) => v.attributes);

describe('the variant matrix', () => {
  it('makes one variant per combination, in option order', () => {
    expect(attrs(sizesAndColours())).toEqual([
      { Size: 'S', Color: 'Red' },
      { Size: 'S', Color: 'Blue' },
      { Size: 'M', Color: 'Red' },
      { Size: 'M', Color: 'Blue' },
    ]);
  });

  it('keeps the existing variant for the first value of a new option, and copies its price', () => {
    const m = ok(addValue(ok(addValue(ok(addOption(single, 'Size')), 0, 'S')), 0, 'M'));
    expect(m.variants[0]).toMatchObject({ sku: 'TEE', qtyInStock: '4', attributes: { Size: 'S' } });
    expect(m.variants[1]).toMatchObject({ sku: '', price: '20.00', qtyInStock: '0' });
  });

  it('keeps sku and stock of a variant across a rename of its option', () => {
    let m = sizesAndColours();
    m = updateVariant(m, m.variants[3]!.key, { sku: 'M-BLUE', qtyInStock: '9' });
    m = ok(renameOption(m, 0, 'Fit'));
    expect(m.options.map((o) => o.name)).toEqual(['Fit', 'Color']);
    expect(m.variants[3]).toMatchObject({ sku: 'M-BLUE', attributes: { Fit: 'M', Color: 'Blue' } });
  });

  it('drops the variants of a removed value and merges those of a removed option', () => {
    const m = sizesAndColours();
    expect(attrs(ok(removeValue(m, 1, 0)))).toEqual([
      { Size: 'S', Color: 'Blue' },
      { Size: 'M', Color: 'Blue' },
    ]);
    expect(attrs(ok(removeOption(m, 0)))).toEqual([{ Color: 'Red' }, { Color: 'Blue' }]);
  });

  it('reorders options and the combinations with them', () => {
    const m = ok(moveOption(sizesAndColours(), 1, 0));
    expect(m.options.map((o) => o.name)).toEqual(['Color', 'Size']);
    expect(attrs(m)[1]).toEqual({ Color: 'Red', Size: 'M' });
  });

  it.each(['__proto__', 'constructor', 'toString'])(
    'keeps the variant made before an option named %s got values, with its first value',
    (name) => {
      let m = ok(addOption(single, name));
      m = ok(addValue(m, 0, 'Oak'));
      expect(m.variants.map((v) => [v.sku, JSON.stringify(v.attributes)])).toEqual([
        ['TEE', `{"${name}":"Oak"}`],
      ]);
      m = ok(addValue(m, 0, 'Ash'));
      expect(m.variants.map((v) => JSON.stringify(v.attributes))).toEqual([
        `{"${name}":"Oak"}`,
        `{"${name}":"Ash"}`,
      ]);
    },
  );

  it('keeps one variant without attributes when no option has values', () => {
    const m = ok(addOption(single, 'Size'));
    expect(m.variants).toHaveLength(1);
    expect(m.variants[0]!.sku).toBe('TEE');
    expect(rebuildVariants([], [])).toHaveLength(1);
  });

  it.each([
    ['an empty name', (m: VariantMatrix) => addOption(m, '  '), MatrixMessage.emptyName],
    [
      'a duplicate name',
      (m: VariantMatrix) => addOption(m, 'size'),
      MatrixMessage.duplicateName('size'),
    ],
    ['a long name', (m: VariantMatrix) => addOption(m, 'x'.repeat(51)), MatrixMessage.longName],
    [
      'a long value',
      (m: VariantMatrix) => addValue(m, 0, 'v'.repeat(101)),
      MatrixMessage.longValue,
    ],
    ['an empty value', (m: VariantMatrix) => addValue(m, 0, ''), MatrixMessage.emptyValue],
    [
      'a duplicate value',
      (m: VariantMatrix) => addValue(m, 0, ' s '),
      MatrixMessage.duplicateValue('s'),
    ],
    ['a missing option', (m: VariantMatrix) => addValue(m, 5, 'X'), MatrixMessage.noOption],
    [
      'a rename onto another',
      (m: VariantMatrix) => renameOption(m, 1, 'SIZE'),
      MatrixMessage.duplicateName('SIZE'),
    ],
    ['a missing value', (m: VariantMatrix) => removeValue(m, 0, 9), MatrixMessage.noOption],
    ['a move out of range', (m: VariantMatrix) => moveOption(m, 0, 2), MatrixMessage.noOption],
    ['removing a missing option', (m: VariantMatrix) => removeOption(m, 3), MatrixMessage.noOption],
    [
      'renaming a missing option',
      (m: VariantMatrix) => renameOption(m, 3, 'X'),
      MatrixMessage.noOption,
    ],
  ])('refuses %s with the reason', (_name, edit, reason) => {
    expect(edit(sizesAndColours())).toEqual({ ok: false, reason });
  });

  it('refuses a seventh option and a 101st value', () => {
    let m = single;
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) m = ok(addOption(m, name));
    expect(addOption(m, 'G')).toEqual({ ok: false, reason: MatrixMessage.tooManyOptions });
    let v = ok(addOption(single, 'N'));
    for (let i = 0; i < 100; i++) v = ok(addValue(v, 0, String(i)));
    expect(addValue(v, 0, 'one more')).toEqual({ ok: false, reason: MatrixMessage.tooManyValues });
  });
});

describe('optionsFromVariants', () => {
  it('reads options in the stored ordering, then first-seen order', () => {
    const variants: Array<{ attributes: Record<string, string> }> = [
      { attributes: { Color: 'Red', Size: 'S' } },
      { attributes: { Color: 'Blue', Size: 'S', Fit: 'Slim' } },
    ];
    expect(optionsFromVariants(variants, ['Size'])).toEqual([
      { name: 'Size', values: ['S'] },
      { name: 'Color', values: ['Red', 'Blue'] },
      { name: 'Fit', values: ['Slim'] },
    ]);
  });
});
