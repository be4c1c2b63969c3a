import { describe, expect, it, vi } from 'vitest';
import type { SaveStatus } from '../store/types';
import { leaveServices } from './leave-services';
import { fakeStore } from './test-helpers';

function setup(saveStatus: SaveStatus) {
  const store = fakeStore({ saveStatus });
  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const deps = {
    store,
    hasUnsavedChanges: vi.fn(() => true),
    startSave: vi.fn(),
    savesSettled: vi.fn(() => settled),
    dropDraft: vi.fn(),
    assign: vi.fn(),
  };
  return { store, deps, settle, services: leaveServices(deps) };
}

describe('leaveServices', () => {
  it.each<[SaveStatus, SaveStatus, boolean]>([
    ['saved', 'saved', true],
    ['error', 'error', false],
    ['conflict', 'conflict', false],
    ['unsaved', 'saved', true],
    ['saving', 'saved', true],
    ['saving', 'error', false],
    ['unsaved', 'conflict', false],
    ['saving', 'unsaved', false],
  ])(
    'saveNow from %s starts the save and, once saves settle on %s, resolves %s',
    async (from, to, expected) => {
      const { store, deps, settle, services } = setup(from);
      let answer: boolean | null = null;
      const result = services.saveNow().then((ok) => {
        answer = ok;
      });
      expect(deps.startSave).toHaveBeenCalledOnce();
      store.getState().setSaveStatus(to);
      await Promise.resolve();
      expect(answer).toBeNull();
      settle();
      await result;
      expect(answer).toBe(expected);
      expect(deps.startSave.mock.invocationCallOrder[0]).toBeLessThan(
        deps.savesSettled.mock.invocationCallOrder[0]!,
      );
    },
  );

  it('discarding drops the draft and stops counting as unsaved', () => {
    const { deps, services } = setup('unsaved');
    expect(services.hasUnsavedChanges()).toBe(true);
    services.discardChanges();
    expect(deps.dropDraft).toHaveBeenCalled();
    expect(services.hasUnsavedChanges()).toBe(false);
  });

  it('navigating stops counting as unsaved, then goes', () => {
    const { deps, services } = setup('saved');
    services.navigate('/preview/');
    expect(services.hasUnsavedChanges()).toBe(false);
    expect(deps.assign).toHaveBeenCalledWith('/preview/');
  });
});
