// The visitor's form in the page, with field ids and likert questions named like Object.prototype's
// properties: answers are read back, required fields enforced and sent like any other.
import { describe, expect, it } from 'vitest';
import { LIKERT_DEFAULT_LABELS } from '../../shared/forms/likert';
import { PROTOTYPE_NAMES } from '../../shared/json/keys';
import { valuesFromAnswers } from './prefill';
import { checkForm, formPayload, initialValues } from './values';
import type { FormFieldDefinition } from './wire';

const AGREE = LIKERT_DEFAULT_LABELS[3];

describe.each(PROTOTYPE_NAMES)('a field named %s', (name) => {
  const text: FormFieldDefinition = { id: name, type: 'text', title: 'T', required: true };
  const survey: FormFieldDefinition = {
    id: 'survey',
    type: 'likert',
    title: 'S',
    options: [name, 'other'],
    required: true,
  };
  const fields = [text, survey];

  it('is required like any other field', () => {
    const check = checkForm(fields, initialValues(fields));
    expect(Object.keys(check.fieldErrors)).toEqual([name, 'survey']);
    expect(check.firstInvalid).toBe(name);
  });

  it('reads saved answers (an answer to a question of that name too) and sends them back', () => {
    const answers = JSON.parse(
      `{"${name}":"typed","survey":{"${name}":["${AGREE}"],"other":["${AGREE}"]}}`,
    );
    const values = valuesFromAnswers(fields, answers);
    expect(checkForm(fields, values).valid).toBe(true);
    const sent = formPayload(fields, values, '');
    expect(JSON.parse(JSON.stringify(sent))).toEqual(answers);
  });

  it('is not answered by a saved answer that lacks it', () => {
    const values = valuesFromAnswers(fields, JSON.parse(`{"survey":{"other":["${AGREE}"]}}`));
    expect(Object.keys(checkForm(fields, values).fieldErrors)).toEqual([name, 'survey']);
  });
});
