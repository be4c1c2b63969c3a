// Where a category sits in the category manager (docs/collections.md "Nested categories"): at
// the top, or inside another category. The category itself and those inside it are not offered
// (the server refuses a loop too).
import { type CategoryNode, categoryFamily } from '../../../shared/content/category-tree';
import { SelectField } from '../commerce/FormBits';

export function ParentSelect(props: {
  readonly label: string;
  /** The category placed; '' for a new one. */
  readonly name: string;
  readonly tree: readonly CategoryNode[];
  /** '' for the top. */
  readonly value: string;
  readonly onChange: (parent: string) => void;
}) {
  const family = props.name === '' ? new Set<string>() : categoryFamily(props.tree, props.name);
  const offered = props.tree.filter((node) => !family.has(node.name.trim().toLowerCase()));
  return (
    <SelectField
      label={props.label}
      value={props.value}
      choices={[
        { value: '', label: 'At the top' },
        ...offered.map((node) => ({ value: node.name, label: node.name })),
      ]}
      onChange={props.onChange}
    />
  );
}
