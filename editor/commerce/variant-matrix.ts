// Options and variants as the owner edits them: options in the owner's order, each with its
// values; the variants are every combination of the values (the matrix), rebuilt after each edit.
// A combination that existed keeps its sku, prices and stock; a new one starts from the first
// variant's prices with no stock. Every edit is pure and returns the new matrix, or a refusal
// with the reason. Limits are the server's (shared/products/variant-input.ts): 6 options, names
// of 50 and values of 100 characters; ours: 100 values per option. Names are trimmed and
// compared without regard to case.
import { nameRecord, ownValue } from '../../shared/json/keys';
import { VARIANT_LIMITS } from '../../shared/products/variant-input';

export interface OptionDraft {
  readonly name: string;
  readonly values: readonly string[];
}

/** One variant in the form: typed text for prices and stock, checked when the product is saved. */
export interface VariantDraft {
  /** A key for React and for finding the row; never sent. */
  readonly key: string;
  /** The server's id, for a variant it already has. */
  readonly id?: string;
  readonly sku: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly price: string;
  readonly salePrice: string;
  readonly onSale: boolean;
  readonly unlimited: boolean;
  readonly qtyInStock: string;
  /** One of the product's image file ids, shown when this variant is chosen; or null. */
  readonly imageFileId: string | null;
}

export interface VariantMatrix {
  readonly options: readonly OptionDraft[];
  readonly variants: readonly VariantDraft[];
}

export type MatrixEdit =
  | { readonly ok: true; readonly matrix: VariantMatrix }
  | { readonly ok: false; readonly reason: string };

export const MAX_OPTIONS = VARIANT_LIMITS.options;
export const MAX_OPTION_VALUES = 100;

export const MatrixMessage = {
  emptyName: 'Enter an option name.',
  emptyValue: 'Enter a value.',
  longName: `An option name has at most ${VARIANT_LIMITS.optionName} characters.`,
  longValue: `A value has at most ${VARIANT_LIMITS.optionValue} characters.`,
  tooManyOptions: `A product has at most ${MAX_OPTIONS} options.`,
  tooManyValues: `An option has at most ${MAX_OPTION_VALUES} values.`,
  duplicateName: (name: string) => `There is already an option named ${name}.`,
  duplicateValue: (value: string) => `This option already has the value ${value}.`,
  noOption: 'That option no longer exists.',
} as const;

let keyCounter = 0;
/** A fresh React key for a new variant row. */
export function newVariantKey(): string {
  keyCounter += 1;
  return `v${keyCounter}`;
}

export function blankVariant(attributes: Readonly<Record<string, string>> = {}): VariantDraft {
  return {
    key: newVariantKey(),
    sku: '',
    attributes,
    price: '',
    salePrice: '',
    onSale: false,
    unlimited: false,
    qtyInStock: '0',
    imageFileId: null,
  };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const comboKey = (attributes: Readonly<Record<string, string>>, names: readonly string[]) =>
  JSON.stringify(names.map((name) => ownValue(attributes, name) ?? null));

/** Every combination of the options' values, in option order (options without values skipped). */
function combinations(options: readonly OptionDraft[]): Array<Record<string, string>> {
  let combos: Array<Record<string, string>> = [{}];
  for (const option of options) {
    if (option.values.length === 0) continue;
    combos = combos.flatMap((combo) =>
      option.values.map((value) => ({ ...combo, [option.name]: value })),
    );
  }
  return combos;
}

/**
 * The variants for these options: one per combination, keeping each existing variant whose
 * attributes match a combination (the first such variant when several do).
 */
export function rebuildVariants(
  options: readonly OptionDraft[],
  previous: readonly VariantDraft[],
): VariantDraft[] {
  const filled = options.filter((option) => option.values.length > 0);
  const names = filled.map((option) => option.name);
  const byCombo = new Map<string, VariantDraft>();
  for (const variant of previous) {
    // A variant made before an option got its values takes that option's first value.
    const attributes = Object.assign(nameRecord<string>(), variant.attributes);
    for (const option of filled) {
      if (ownValue(attributes, option.name) === undefined)
        attributes[option.name] = option.values[0]!;
    }
    const key = comboKey(attributes, names);
    if (!byCombo.has(key)) byCombo.set(key, variant);
  }
  const template = previous[0];
  return combinations(options).map((attributes) => {
    const existing = byCombo.get(comboKey(attributes, names));
    if (existing) {
      byCombo.delete(comboKey(attributes, names));
      return { ...existing, attributes };
    }
    const fresh = blankVariant(attributes);
    if (!template) return fresh;
    const { price, salePrice, onSale, unlimited } = template;
    return { ...fresh, price, salePrice, onSale, unlimited };
  });
}

function checkText(text: string, kind: 'name' | 'value'): string | null {
  const trimmed = text.trim();
  if (kind === 'name') {
    if (trimmed === '') return MatrixMessage.emptyName;
    return trimmed.length > VARIANT_LIMITS.optionName ? MatrixMessage.longName : null;
  }
  if (trimmed === '') return MatrixMessage.emptyValue;
  return trimmed.length > VARIANT_LIMITS.optionValue ? MatrixMessage.longValue : null;
}

function withOptions(
  matrix: VariantMatrix,
  options: readonly OptionDraft[],
  variants: readonly VariantDraft[] = matrix.variants,
): MatrixEdit {
  return { ok: true, matrix: { options, variants: rebuildVariants(options, variants) } };
}

const refuse = (reason: string): MatrixEdit => ({ ok: false, reason });

export function addOption(matrix: VariantMatrix, name: string): MatrixEdit {
  const problem = checkText(name, 'name');
  if (problem) return refuse(problem);
  if (matrix.options.length >= MAX_OPTIONS) return refuse(MatrixMessage.tooManyOptions);
  const trimmed = name.trim();
  if (matrix.options.some((option) => same(option.name, trimmed))) {
    return refuse(MatrixMessage.duplicateName(trimmed));
  }
  return withOptions(matrix, [...matrix.options, { name: trimmed, values: [] }]);
}

export function renameOption(matrix: VariantMatrix, index: number, name: string): MatrixEdit {
  const option = matrix.options[index];
  if (!option) return refuse(MatrixMessage.noOption);
  const problem = checkText(name, 'name');
  if (problem) return refuse(problem);
  const trimmed = name.trim();
  if (matrix.options.some((other, i) => i !== index && same(other.name, trimmed))) {
    return refuse(MatrixMessage.duplicateName(trimmed));
  }
  const options = matrix.options.map((o, i) => (i === index ? { ...o, name: trimmed } : o));
  const variants = matrix.variants.map((variant) => {
    const { [option.name]: value, ...rest } = variant.attributes;
    return value === undefined
      ? variant
      : { ...variant, attributes: { ...rest, [trimmed]: value } };
  });
  return withOptions(matrix, options, variants);
}

export function removeOption(matrix: VariantMatrix, index: number): MatrixEdit {
  if (!matrix.options[index]) return refuse(MatrixMessage.noOption);
  return withOptions(
    matrix,
    matrix.options.filter((_, i) => i !== index),
  );
}

/** Moves an option (the order shoppers see the selectors in). */
export function moveOption(matrix: VariantMatrix, from: number, to: number): MatrixEdit {
  const option = matrix.options[from];
  if (!option || to < 0 || to >= matrix.options.length) return refuse(MatrixMessage.noOption);
  const options = matrix.options.filter((_, i) => i !== from);
  options.splice(to, 0, option);
  return withOptions(matrix, options);
}

export function addValue(matrix: VariantMatrix, index: number, value: string): MatrixEdit {
  const option = matrix.options[index];
  if (!option) return refuse(MatrixMessage.noOption);
  const problem = checkText(value, 'value');
  if (problem) return refuse(problem);
  const trimmed = value.trim();
  if (option.values.some((v) => same(v, trimmed))) {
    return refuse(MatrixMessage.duplicateValue(trimmed));
  }
  if (option.values.length >= MAX_OPTION_VALUES) return refuse(MatrixMessage.tooManyValues);
  const options = matrix.options.map((o, i) =>
    i === index ? { ...o, values: [...o.values, trimmed] } : o,
  );
  return withOptions(matrix, options);
}

export function removeValue(matrix: VariantMatrix, index: number, valueIndex: number): MatrixEdit {
  const option = matrix.options[index];
  if (!option || option.values[valueIndex] === undefined) return refuse(MatrixMessage.noOption);
  const options = matrix.options.map((o, i) =>
    i === index ? { ...o, values: o.values.filter((_, j) => j !== valueIndex) } : o,
  );
  return withOptions(matrix, options);
}

/** Changes one variant's typed fields (sku, prices, stock); its attributes stay. */
export function updateVariant(
  matrix: VariantMatrix,
  key: string,
  change: Partial<Omit<VariantDraft, 'key' | 'id' | 'attributes'>>,
): VariantMatrix {
  return {
    ...matrix,
    variants: matrix.variants.map((v) => (v.key === key ? { ...v, ...change } : v)),
  };
}

/** The options as the variants of a stored product hold them, in `ordering` first. */
export function optionsFromVariants(
  variants: ReadonlyArray<{ readonly attributes?: Readonly<Record<string, string>> }>,
  ordering: readonly string[] = [],
): OptionDraft[] {
  const names = [...ordering];
  for (const variant of variants) {
    for (const name of Object.keys(variant.attributes ?? {})) {
      if (!names.includes(name)) names.push(name);
    }
  }
  return names.map((name) => {
    const values: string[] = [];
    for (const variant of variants) {
      const value = variant.attributes?.[name];
      if (value !== undefined && !values.includes(value)) values.push(value);
    }
    return { name, values };
  });
}
