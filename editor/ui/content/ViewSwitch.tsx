// A row of pressed/unpressed buttons choosing one of a few views (the Content dialog's Items,
// Tags and categories, Comments; the comments waiting or shown), named by its hidden legend.
export function ViewSwitch<V extends string>(props: {
  readonly legend: string;
  readonly value: V;
  readonly choices: ReadonlyArray<{ readonly value: V; readonly label: string }>;
  readonly onChange: (value: V) => void;
}) {
  return (
    <fieldset className="content-views">
      <legend className="visually-hidden">{props.legend}</legend>
      {props.choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          className="button"
          aria-pressed={props.value === choice.value}
          onClick={() => props.onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </fieldset>
  );
}
