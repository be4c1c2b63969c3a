import { describe, expect, it } from 'vitest';
import type { FieldState } from './field-state';
import { submissionForm, submissionValue } from './submission-values';

const yes = (value: string) => ({ value, checked: true });
const no = (value: string) => ({ value, checked: false });

describe('submissionValue', () => {
  const cases: readonly [string, FieldState, string, unknown][] = [
    ['text', { id: 'f', type: 'text', value: ' as typed ' }, '', ' as typed '],
    ['email', { id: 'f', type: 'email', value: 'a@b.co' }, '', 'a@b.co'],
    ['select', { id: 'f', type: 'select', value: 'Blue' }, '', 'Blue'],
    [
      'address',
      { id: 'f', type: 'address', parts: ['1 Main', '', 'Town', 'NY', '10001', 'US'] },
      '',
      ['1 Main', '', 'Town', 'NY', '10001', 'US'],
    ],
    ['date', { id: 'f', type: 'date', parts: ['1', '2', '2024'] }, '', ['1', '2', '2024']],
    ['name', { id: 'f', type: 'name', parts: ['Ada', 'Lovelace'] }, '', ['Ada', 'Lovelace']],
    [
      'time',
      { id: 'f', type: 'time', parts: ['10', '30', '00', 'AM'] },
      '',
      ['10', '30', '00', 'AM'],
    ],
    [
      'phone, 3 parts',
      { id: 'f', type: 'phone', parts: ['555', '123', '4567'] },
      '',
      ['', '555', '123', '4567'],
    ],
    [
      'phone, 4 parts',
      { id: 'f', type: 'phone', parts: ['1', '555', '123', '4567'] },
      '',
      ['1', '555', '123', '4567'],
    ],
    [
      'checkbox',
      { id: 'f', type: 'checkbox', options: [yes('A'), no('B'), yes('C')] },
      '',
      ['A', 'C'],
    ],
    ['checkbox none', { id: 'f', type: 'checkbox', options: [no('A')] }, '', []],
    ['radio', { id: 'f', type: 'radio', options: [no('A'), yes('B')] }, '', 'B'],
    ['radio none', { id: 'f', type: 'radio', options: [no('A')] }, '', ''],
    [
      'likert',
      {
        id: 'f',
        type: 'likert',
        questions: [
          { question: 'Fast?', answers: [no('Agree'), yes('Strongly Agree')] },
          { question: 'Kind?', answers: [no('Agree')] },
        ],
      },
      '',
      { 'Fast?': ['Strongly Agree'], 'Kind?': [] },
    ],
    [
      'hidden from query',
      { id: 'f', type: 'hidden', name: 'source', defaultValue: 'web' },
      '?source=ad',
      'ad',
    ],
    [
      'hidden default',
      { id: 'f', type: 'hidden', name: 'source', defaultValue: 'web' },
      '?other=1',
      'web',
    ],
    [
      'hidden empty query value',
      { id: 'f', type: 'hidden', name: 'source', defaultValue: 'web' },
      '?source=',
      'web',
    ],
    ['section', { id: 'f', type: 'section' }, '', undefined],
  ];

  it.each(cases)('%s', (_name, field, search, value) => {
    expect(submissionValue(field, search)).toEqual(value);
  });
});

describe('submissionForm', () => {
  it('maps field ids to values and skips sections', () => {
    expect(
      submissionForm(
        [
          { id: 'a', type: 'text', value: 'x' },
          { id: 's', type: 'section' },
          { id: 'h', type: 'hidden', name: 'ref', defaultValue: '' },
        ],
        '?ref=mail',
      ),
    ).toEqual({ a: 'x', h: 'mail' });
  });
});
