import { describe, expect, it } from 'vitest';
import type { FieldState } from './field-state';
import { hasRequiredMarker, requiredError } from './required';

const REQUIRED = 'Required';
const SURVEY = 'Survey is not valid. Missing a required question.';
const yes = (value: string) => ({ value, checked: true });
const no = (value: string) => ({ value, checked: false });

describe('hasRequiredMarker', () => {
  it.each([
    ['form-item field required', true],
    ['required', true],
    ['form-item', false],
    ['not-required', false],
    ['', false],
    [['required'], true],
    [['optional'], false],
  ] as const)('%j -> %s', (markers, expected) => {
    expect(hasRequiredMarker(markers)).toBe(expected);
  });
});

describe('requiredError', () => {
  const cases: readonly [string, FieldState, string | null][] = [
    ['optional empty text', { id: 'a', type: 'text', value: '' }, null],
    ['required empty text', { id: 'a', type: 'text', value: '', required: true }, REQUIRED],
    ['required blank text', { id: 'a', type: 'textarea', value: '  \n', required: true }, REQUIRED],
    ['required filled text', { id: 'a', type: 'email', value: 'x', required: true }, null],
    ['required empty select', { id: 's', type: 'select', value: '', required: true }, REQUIRED],
    ['required chosen select', { id: 's', type: 'select', value: 'B', required: true }, null],
    [
      'required checkbox none checked',
      { id: 'c', type: 'checkbox', options: [no('A'), no('B')], required: true },
      REQUIRED,
    ],
    [
      'required checkbox one checked',
      { id: 'c', type: 'checkbox', options: [no('A'), yes('B')], required: true },
      null,
    ],
    [
      'required radio none checked',
      { id: 'r', type: 'radio', options: [no('A')], required: true },
      REQUIRED,
    ],
    [
      'required radio checked',
      { id: 'r', type: 'radio', options: [yes('A')], required: true },
      null,
    ],
    [
      'required name all parts empty',
      { id: 'n', type: 'name', parts: ['', ' '], required: true },
      REQUIRED,
    ],
    ['required name one part', { id: 'n', type: 'name', parts: ['', 'Lee'], required: true }, null],
    [
      'required address one part',
      { id: 'd', type: 'address', parts: ['1 Main St'], required: true },
      null,
    ],
    ['required date empty', { id: 'd', type: 'date', parts: [], required: true }, REQUIRED],
    [
      'required phone empty',
      { id: 'p', type: 'phone', parts: ['', '', ''], required: true },
      REQUIRED,
    ],
    [
      'required time set',
      { id: 't', type: 'time', parts: ['10', '', '', 'AM'], required: true },
      null,
    ],
    [
      'required survey with an unanswered question',
      {
        id: 'l',
        type: 'likert',
        required: true,
        questions: [
          { question: 'Q1', answers: [yes('Agree')] },
          { question: 'Q2', answers: [no('Agree')] },
        ],
      },
      SURVEY,
    ],
    [
      'required survey fully answered',
      {
        id: 'l',
        type: 'likert',
        required: true,
        questions: [{ question: 'Q1', answers: [yes('Agree')] }],
      },
      null,
    ],
    [
      'optional survey unanswered',
      { id: 'l', type: 'likert', questions: [{ question: 'Q1', answers: [no('Agree')] }] },
      null,
    ],
    ['section', { id: 'x', type: 'section', required: true }, null],
    ['hidden', { id: 'h', type: 'hidden', name: 'src', defaultValue: '', required: true }, null],
  ];

  it.each(cases)('%s', (_name, field, error) => {
    expect(requiredError(field)).toBe(error);
  });
});
