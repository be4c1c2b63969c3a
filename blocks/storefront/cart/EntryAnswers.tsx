// An entry's additional-fields answers, with an edit form: each answer in a text field, saved
// with the spec's 'Saving…' on the button. Answers that cannot be read cannot be opened. An empty
// answer shows the no-answer text ('N/A'); the server checks the saved answers against the form.
import { useId, useState } from 'react';
import type { CartEntry } from '../../../shared/api/commerce';
import { CartMessage } from '../../../shared/cart/messages';
import { localizedText } from '../../../shared/products/texts';
import { answerText } from '../../form/lightbox-layout';
import { updateAdditionalFields } from './cart-api';
import {
  type AnswerLine,
  additionalFieldsJson,
  additionalFieldsSummary,
  cartFailureMessage,
} from './cart-view';

export function EntryAnswers({ entry }: { entry: CartEntry }) {
  const lines = additionalFieldsSummary(entry.additionalFields);
  const [draft, setDraft] = useState<AnswerLine[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  if (lines !== null && lines.length === 0) return null;

  const open = () => {
    if (lines === null) setError(CartMessage.unableToOpenForm);
    else {
      setError(null);
      setDraft(lines);
    }
  };

  const save = async () => {
    if (draft === null) return;
    setSaving(true);
    try {
      await updateAdditionalFields(entry, additionalFieldsJson(draft, entry.additionalFields));
      setDraft(null);
      setError(null);
    } catch (failure) {
      setError(cartFailureMessage(failure, CartMessage.unableToUpdateForm));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="sb-cart-answers">
      {draft === null ? (
        <>
          {lines ? (
            <dl>
              {lines.map((line) => (
                <div key={line.field}>
                  <dt>{line.field}</dt>
                  <dd>
                    {answerText(line.answer, localizedText(null, 'productSummaryFormNoAnswerText'))}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <button type="button" className="sb-cart-link-button" onClick={open}>
            Edit<span className="sb-visually-hidden"> details of {entry.title}</span>
          </button>
        </>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {draft.map((line, index) => (
            <div className="sb-field" key={line.field}>
              <label htmlFor={`${baseId}-${index}`}>{line.field}</label>
              <input
                id={`${baseId}-${index}`}
                value={line.answer}
                onChange={(event) =>
                  setDraft(
                    draft.map((other, at) =>
                      at === index ? { ...other, answer: event.target.value } : other,
                    ),
                  )
                }
              />
            </div>
          ))}
          <button type="submit" className="sb-button" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="sb-cart-link-button" onClick={() => setDraft(null)}>
            Cancel
          </button>
        </form>
      )}
      {error ? (
        <p className="sb-cart-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
