// The dashboard's range: a preset, or a custom first and last day (applied with "Show", checked
// first: range.ts), and whether test orders count. Days are the site's (its time zone is named).
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../Feedback';
import { type DayRange, PRESETS, presetRange, type RangeChoice, rangeProblem } from './range';

export interface RangePickerProps {
  readonly choice: RangeChoice;
  readonly range: DayRange;
  readonly today: string;
  readonly timeZone: string;
  readonly includeTestOrders: boolean;
  readonly onRange: (choice: RangeChoice, range: DayRange) => void;
  readonly onIncludeTestOrders: (include: boolean) => void;
}

export function RangePicker(props: RangePickerProps) {
  const { choice, range, today, timeZone } = props;
  const id = useId();
  const [custom, setCustom] = useState<DayRange>(range);
  const [problem, setProblem] = useState<string | null>(null);

  function choose(next: RangeChoice) {
    setProblem(null);
    if (next === 'custom') {
      setCustom(range);
      props.onRange('custom', range);
    } else props.onRange(next, presetRange(next, today));
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const found = rangeProblem(custom);
    setProblem(found);
    if (found === null) props.onRange('custom', custom);
  }

  return (
    <div className="analytics-range">
      <div className="field">
        <label className="field-label" htmlFor={`${id}-range`}>
          Range
        </label>
        <select
          id={`${id}-range`}
          className="input"
          value={choice}
          onChange={(event) => choose(event.target.value as RangeChoice)}
        >
          {PRESETS.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.label}
            </option>
          ))}
          <option value="custom">Custom range</option>
        </select>
      </div>
      {choice === 'custom' ? (
        <form className="analytics-custom" onSubmit={apply} noValidate>
          <DayField
            id={`${id}-from`}
            label="First day"
            value={custom.from}
            max={today}
            problemId={problem === null ? undefined : `${id}-problem`}
            onChange={(from) => setCustom({ ...custom, from })}
          />
          <DayField
            id={`${id}-to`}
            label="Last day"
            value={custom.to}
            max={today}
            problemId={problem === null ? undefined : `${id}-problem`}
            onChange={(to) => setCustom({ ...custom, to })}
          />
          <button type="submit" className="button">
            Show
          </button>
          <Feedback tone="error" className="field-error" id={`${id}-problem`}>
            {problem}
          </Feedback>
        </form>
      ) : null}
      <label className="analytics-test-orders">
        <input
          type="checkbox"
          className="checkbox"
          checked={props.includeTestOrders}
          onChange={(event) => props.onIncludeTestOrders(event.target.checked)}
        />
        Include test orders
      </label>
      <p className="field-help analytics-zone">Days in {timeZone}</p>
    </div>
  );
}

function DayField(props: {
  id: string;
  label: string;
  value: string;
  max: string;
  /** The problem's id while the range has one. */
  problemId: string | undefined;
  onChange: (day: string) => void;
}) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className="input"
        type="date"
        value={props.value}
        max={props.max}
        aria-invalid={props.problemId !== undefined}
        aria-describedby={props.problemId}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
