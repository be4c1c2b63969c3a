// A small radio group for the design panel: a legend and one labelled radio per option.
import { useId } from 'react';

export function Choice<T extends string>({
  legend,
  options,
  value,
  onPick,
}: {
  legend: string;
  options: ReadonlyArray<readonly [T, string]>;
  value: T;
  onPick: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="design-choice">
      <legend className="field-label">{legend}</legend>
      {options.map(([option, text]) => (
        <label key={option} className="design-choice-option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onPick(option)}
          />
          {text}
        </label>
      ))}
    </fieldset>
  );
}
