// The product's options and their values (commerce/variant-matrix decides; this only shows):
// add, rename, reorder and remove options; add and remove values. A refused edit shows its
// reason below the control that made it.
import { useState } from 'react';
import {
  addOption,
  addValue,
  type MatrixEdit,
  moveOption,
  removeOption,
  removeValue,
  renameOption,
  type VariantMatrix,
} from '../../commerce/variant-matrix';
import { Feedback } from '../Feedback';

export interface OptionsEditorProps {
  readonly matrix: VariantMatrix;
  readonly onChange: (matrix: VariantMatrix) => void;
  /** The save's refusal for the options as a whole. */
  readonly error?: string;
}

function OptionCard({
  matrix,
  index,
  apply,
}: {
  matrix: VariantMatrix;
  index: number;
  apply: (edit: MatrixEdit, where: string) => boolean;
}) {
  const option = matrix.options[index]!;
  const [name, setName] = useState(option.name);
  const [value, setValue] = useState('');
  const last = matrix.options.length - 1;

  function commitName() {
    if (name.trim() === option.name) return;
    if (!apply(renameOption(matrix, index, name), `name-${index}`)) setName(option.name);
  }

  function submitValue() {
    if (apply(addValue(matrix, index, value), `value-${index}`)) setValue('');
  }

  return (
    <li className="option-card">
      <div className="option-head">
        <input
          className="input"
          aria-label={`Option ${index + 1} name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={commitName}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitName();
          }}
        />
        <button
          type="button"
          className="icon-button"
          aria-label={`Move ${option.name} up`}
          disabled={index === 0}
          onClick={() => apply(moveOption(matrix, index, index - 1), `name-${index}`)}
        >
          ↑
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Move ${option.name} down`}
          disabled={index === last}
          onClick={() => apply(moveOption(matrix, index, index + 1), `name-${index}`)}
        >
          ↓
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={() => apply(removeOption(matrix, index), `name-${index}`)}
        >
          Remove option {option.name}
        </button>
      </div>
      <ul className="option-values" aria-label={`Values of ${option.name}`}>
        {option.values.map((v, valueIndex) => (
          <li key={v} className="option-value">
            {v}
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove ${v} from ${option.name}`}
              onClick={() => apply(removeValue(matrix, index, valueIndex), `value-${index}`)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="option-add">
        <input
          className="input"
          aria-label={`New value of ${option.name}`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            submitValue();
          }}
        />
        <button type="button" className="button" onClick={submitValue}>
          Add value to {option.name}
        </button>
      </div>
    </li>
  );
}

export function OptionsEditor({ matrix, onChange, error }: OptionsEditorProps) {
  const [newName, setNewName] = useState('');
  const [refusal, setRefusal] = useState<{ where: string; reason: string } | null>(null);

  function apply(edit: MatrixEdit, where: string): boolean {
    if (!edit.ok) {
      setRefusal({ where, reason: edit.reason });
      return false;
    }
    setRefusal(null);
    onChange(edit.matrix);
    return true;
  }

  function submitOption() {
    if (apply(addOption(matrix, newName), 'new')) setNewName('');
  }

  return (
    <div className="options-editor">
      <ul className="option-cards" aria-label="Options">
        {matrix.options.map((option, index) => (
          <OptionCard key={option.name} matrix={matrix} index={index} apply={apply} />
        ))}
      </ul>
      <div className="option-add">
        <input
          className="input"
          aria-label="New option name"
          placeholder="Size, Color…"
          value={newName}
          onChange={(event) => setNewName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            submitOption();
          }}
        />
        <button type="button" className="button" onClick={submitOption}>
          Add option
        </button>
      </div>
      {refusal ? (
        <Feedback tone="error" className="field-error">
          {refusal.reason}
        </Feedback>
      ) : null}
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}
