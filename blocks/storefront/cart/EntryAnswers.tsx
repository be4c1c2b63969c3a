// An entry's additional-fields answers, each under its field's title (the id until the form is
// loaded), a blank answer as the no-answer text ('N/A'); "Edit" reopens the product's form in the
// lightbox with these answers (edit-answers.ts). A failure to open it is said in a live region.
import { useEffect, useState } from 'react';
import type { CartEntry } from '../../../shared/api/commerce';
import { useFormDefinition } from '../../form/definitions';
import { answerText } from '../../form/lightbox-layout';
import { openProductFormWith } from '../../form/open-product-form';
import type { FormFieldDefinition } from '../../form/wire';
import { useStorefrontStrings } from '../context';
import { updateAdditionalFields } from './cart-api';
import { additionalFieldsSummary } from './cart-view';
import { type EditAnswersDeps, editEntryAnswers, productFormId } from './edit-answers';

const DEPS: EditAnswersDeps = {
  formIdOf: productFormId,
  open: openProductFormWith,
  update: (entry, answers) => updateAdditionalFields(entry, answers),
};

/** The fields of the form the entry's product references, once loaded. */
function useEntryFormFields(itemId: string): readonly FormFieldDefinition[] | undefined {
  const [formId, setFormId] = useState('');
  useEffect(() => {
    let live = true;
    productFormId(itemId).then(
      (id) => live && setFormId(id ?? ''),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [itemId]);
  const form = useFormDefinition(formId);
  return form?.status === 'ready' ? form.definition.fields : undefined;
}

export function EntryAnswers({ entry }: { entry: CartEntry }) {
  const fields = useEntryFormFields(entry.itemId);
  const lines = additionalFieldsSummary(entry.additionalFields, fields);
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const strings = useStorefrontStrings();
  if (lines !== null && lines.length === 0) return null;

  const edit = async () => {
    setError(null);
    setOpening(true);
    setError(await editEntryAnswers(entry, DEPS));
    setOpening(false);
  };

  return (
    <div className="sb-cart-answers">
      {lines ? (
        <dl>
          {lines.map((line) => (
            <div key={line.id}>
              <dt>{line.label}</dt>
              <dd>{answerText(line.answer, strings.productSummaryFormNoAnswerText)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <button
        type="button"
        className="sb-cart-link-button"
        aria-disabled={opening ? true : undefined}
        onClick={() => {
          if (!opening) void edit();
        }}
      >
        Edit<span className="sb-visually-hidden"> details of {entry.title}</span>
      </button>
      <p className="sb-cart-error" role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}
