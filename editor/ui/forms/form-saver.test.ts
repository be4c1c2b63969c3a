import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { formDefinition } from '../../../blocks/form/fixtures';
import type { EditorState } from '../../store/types';
import { FORM_SAVE_DELAY_MS, formSaveStatus, startFormSaver } from './form-saver';

const form = (name: string) => formDefinition('contact', name, []);

const storeWith = () =>
  create<Pick<EditorState, 'formDrafts'>>()(() => ({ formDrafts: {} })) as unknown as Parameters<
    typeof startFormSaver
  >[0] & { setState: (state: Partial<EditorState>) => void };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('form saver', () => {
  it('does not save a loaded draft; saves the last of quick changes once, after the pause', async () => {
    const store = storeWith();
    const save = vi.fn(async () => ({ ok: true }));
    const stop = startFormSaver(store, save);
    store.setState({ formDrafts: { contact: form('A') } });
    await vi.advanceTimersByTimeAsync(FORM_SAVE_DELAY_MS * 2);
    expect(save).not.toHaveBeenCalled();
    store.setState({ formDrafts: { contact: form('AB') } });
    expect(formSaveStatus.getState().contact).toEqual({ state: 'pending' });
    await vi.advanceTimersByTimeAsync(FORM_SAVE_DELAY_MS / 2);
    store.setState({ formDrafts: { contact: form('ABC') } });
    await vi.advanceTimersByTimeAsync(FORM_SAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(form('ABC'));
    expect(formSaveStatus.getState().contact).toEqual({ state: 'saved' });
    stop();
  });

  it("shows the server's refusal", async () => {
    const store = storeWith();
    const stop = startFormSaver(store, async () => ({
      ok: false,
      message: 'name: must not be empty',
    }));
    store.setState({ formDrafts: { contact: form('A') } });
    store.setState({ formDrafts: { contact: form('') } });
    await vi.advanceTimersByTimeAsync(FORM_SAVE_DELAY_MS);
    expect(formSaveStatus.getState().contact).toEqual({
      state: 'error',
      message: 'name: must not be empty',
    });
    stop();
  });
});
