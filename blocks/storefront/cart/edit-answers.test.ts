import { describe, expect, it, vi } from 'vitest';
import { StorefrontApiError } from '../api';
import { type EditAnswersDeps, editEntryAnswers } from './edit-answers';

const entry = {
  id: 'e1',
  itemId: 'board',
  chosenVariant: { id: 'v1', sku: 'SKU-1', attributes: {} },
  additionalFields: '{"engraving":"A & O","gift":"Yes"}',
};

function deps(overrides: Partial<EditAnswersDeps> = {}) {
  return {
    formIdOf: vi.fn(async () => 'preorder'),
    open: vi.fn<EditAnswersDeps['open']>(async () => ({ kind: 'closed' as const })),
    update: vi.fn(async () => undefined),
    ...overrides,
  } satisfies EditAnswersDeps;
}

describe('editing an entry’s answers', () => {
  it('reopens the product’s form with the entry’s answers', async () => {
    const run = deps();
    expect(await editEntryAnswers(entry, run)).toBeNull();
    expect(run.formIdOf).toHaveBeenCalledWith('board');
    const [formId, options] = vi.mocked(run.open).mock.calls[0]!;
    expect(formId).toBe('preorder');
    expect(options.answers).toEqual({ engraving: 'A & O', gift: 'Yes' });
    expect(run.update).not.toHaveBeenCalled();
  });

  it('saves the checked answers through the entry before the form closes', async () => {
    const run = deps();
    await editEntryAnswers(entry, run);
    const save = vi.mocked(run.open).mock.calls[0]![1].save!;
    expect(await save('{"engraving":"For Ada","gift":"Yes"}')).toBeNull();
    expect(run.update).toHaveBeenCalledWith(entry, '{"engraving":"For Ada","gift":"Yes"}');
  });

  it('answers the spec’s update message when the save is refused', async () => {
    const run = deps({
      update: vi.fn(async () => {
        throw new StorefrontApiError(500, null);
      }),
    });
    await editEntryAnswers(entry, run);
    expect(await vi.mocked(run.open).mock.calls[0]![1].save!('{}')).toBe('Unable to update form.');
  });

  it.each([
    ['answers that cannot be read', { ...entry, additionalFields: 'not json' }, deps()],
    ['a product without a form', entry, deps({ formIdOf: vi.fn(async () => null) })],
    [
      'a catalogue that cannot be loaded',
      entry,
      deps({ formIdOf: vi.fn(() => Promise.reject(new Error('offline'))) }),
    ],
    [
      'a form that cannot be loaded',
      entry,
      deps({ open: vi.fn(async () => ({ kind: 'unavailable' as const })) }),
    ],
  ])('says it cannot open the form for %s', async (_, edited, run) => {
    expect(await editEntryAnswers(edited, run)).toBe('Unable to open form.');
  });
});
