import { describe, expect, it, vi } from 'vitest';
import type { SaveStatus } from '../store/types';
import { leaveServices } from './leave-services';
import { fakeStore } from './test-helpers';

function setup(saveStatus: SaveStatus) {
  const store = fakeStore({ saveStatus });
  const deps = {
    store,
    hasUnsavedChanges: vi.fn(() => true),
    startSave: vi.fn(),
    dropDraft: vi.fn(),
    assign: vi.fn(),
  };
  return { store, deps, services: leaveServices(deps) };
}

describe('leaveServices', () => {
  it.each<[SaveStatus, boolean]>([
    ['saved', true],
    ['error', false],
    ['conflict', false],
  ])('saveNow resolves at once when the status is %s', async (status, expected) => {
    await expect(setup(status).services.saveNow()).resolves.toBe(expected);
  });

  it.each<[SaveStatus, SaveStatus, boolean]>([
    ['unsaved', 'saved', true],
    ['saving', 'saved', true],
    ['saving', 'error', false],
    ['unsaved', 'conflict', false],
  ])('saveNow from %s waits for %s', async (from, to, expected) => {
    const { store, deps, services } = setup(from);
    const result = services.saveNow();
    expect(deps.startSave).toHaveBeenCalledOnce();
    store.getState().setSaveStatus('saving');
    store.getState().setSaveStatus(to);
    await expect(result).resolves.toBe(expected);
  });

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
