// The checkout's address line with suggestions (the WAI-ARIA combobox pattern with a listbox
// popup): typing asks the places call (after a short pause); Down and Up move through the
// suggestions, Enter picks one, Escape closes the list; the number of suggestions is announced.
// A picked place fills the parts of the address it knows (onPlace).
import { useEffect, useId, useState } from 'react';
import type { PlaceDetails, PlacePrediction } from '../../../shared/api/places';
import { placeDetails, suggestPlaces } from './places-api';

/** Wait this long after the last keystroke before asking (our choice). */
const SUGGEST_DELAY_MS = 200;

export function suggestionCountText(count: number): string {
  if (count === 0) return 'No suggestions.';
  return count === 1 ? '1 suggestion available.' : `${count} suggestions available.`;
}

export function AddressCombobox(props: {
  label: string;
  value: string;
  error: string | undefined;
  country: string;
  onChange: (value: string) => void;
  onPlace: (address: PlaceDetails['address']) => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [predictions, setPredictions] = useState<readonly PlacePrediction[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  /** What the shopper typed last; '' after a pick (no new suggestions until they type). */
  const [query, setQuery] = useState('');
  const { value, country } = props;

  useEffect(() => {
    const input = query;
    if (input.trim() === '') {
      setPredictions([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      suggestPlaces(input, country).then(
        (answer) => {
          if (!live) return;
          setPredictions(answer.predictions);
          setActive(-1);
          setOpen(answer.predictions.length > 0);
          setAnnouncement(suggestionCountText(answer.predictions.length));
        },
        () => live && setPredictions([]),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, country]);

  const pick = (prediction: PlacePrediction) => {
    setQuery('');
    setOpen(false);
    setActive(-1);
    placeDetails(prediction.placeId).then(
      (answer) => {
        props.onPlace(answer.result.address);
        setAnnouncement(`${prediction.description} chosen.`);
      },
      () => setAnnouncement('That place could not be found.'),
    );
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = predictions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      const chosen = predictions[active];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open && predictions.length > 0;
  return (
    <div className="sb-field sb-combobox">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name="address1"
        type="text"
        role="combobox"
        autoComplete="address-line1"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        value={value}
        onChange={(event) => {
          setQuery(event.target.value);
          props.onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div id={listId} role="listbox" aria-label={`${props.label} suggestions`} hidden={!expanded}>
        {predictions.map((prediction, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input takes the keys
          <div
            key={prediction.placeId}
            tabIndex={-1}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(prediction)}
          >
            <span className="sb-combobox-main">{prediction.mainText}</span>{' '}
            <span className="sb-combobox-secondary">{prediction.secondaryText}</span>
          </div>
        ))}
      </div>
      <p className="sb-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {props.error ? (
        <p className="sb-field-error" id={errorId}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
