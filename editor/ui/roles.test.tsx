// @vitest-environment jsdom
// The editor shows what the signed-in role may do and nothing it refuses, asking the same table
// the server enforces (shared/permissions/roles.ts).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTRIBUTOR_ROLES, type ContributorRole } from '../../shared/codes/contributor-roles';
import { can, type OwnerAction } from '../../shared/permissions/roles';
import { peopleApi } from '../auth/people-api';
import { setPublishedRevision } from '../saving/publish-state';
import { App } from './App';
import { renderEditor } from './test-helpers';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const banner = () => within(screen.getByRole('banner'));
const has = (name: string) => screen.queryByRole('button', { name }) !== null;

function renderAs(role: ContributorRole) {
  return renderEditor(<App />, { role, data: { selectedBlockId: 'b1' } });
}

/** The entries of a top-bar menu, or [] when the menu is not there. */
function menuEntries(label: string): string[] {
  const button = banner().queryByRole('button', { name: label });
  if (!button) return [];
  fireEvent.click(button);
  const entries = within(screen.getByRole('menu', { name: label }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  fireEvent.click(button);
  return entries;
}

/**
 * Each top-bar menu's entries and the actions each needs. The test site has no products page, so
 * the Store menu offers "Add a store" to roles that may change store settings and edit pages.
 */
const MENUS: Record<string, ReadonlyArray<readonly [string, ...OwnerAction[]]>> = {
  Store: [
    ['Add a store', 'store-settings:write', 'site:edit'],
    ['Products', 'products:write'],
    ['Back in stock', 'restock:read'],
    ['Orders', 'orders:read'],
    ['Store settings', 'store-settings:write'],
    ['Templates', 'code:edit'],
  ],
  People: [
    ['Contributors', 'contributors:manage'],
    ['API keys', 'api-keys:manage'],
    ['Activity log', 'activity:read'],
  ],
};

describe.each(CONTRIBUTOR_ROLES)('the %s role', (role) => {
  const edits = can(role, 'site:edit');

  it(edits ? 'edits pages' : 'sees the page read-only', () => {
    renderAs(role);
    expect(screen.queryByRole('region', { name: 'Add block' }) !== null).toBe(edits);
    expect(screen.queryAllByRole('button', { name: /^Move / }).length > 0).toBe(edits);
    expect(has('Add section')).toBe(edits);
    expect(has('Add page')).toBe(edits);
    expect(has('Rename page Home')).toBe(edits);
    expect(has('Delete page Home')).toBe(edits);
    expect(has('Site styles')).toBe(edits);
    // The selected block's settings: fields, Duplicate and Delete only for editors.
    expect(screen.queryByLabelText('Label', { exact: true }) !== null).toBe(edits);
    expect(has('Duplicate')).toBe(edits);
    const status = banner().getByRole('status').textContent;
    if (edits) expect(status).not.toContain('View only');
    else expect(status).toContain(`View only: your role (${role}) cannot edit pages.`);
  });

  it('has undo and redo only when it may change what they undo', () => {
    renderAs(role);
    const history =
      can(role, 'site:edit') || can(role, 'store-settings:write') || can(role, 'forms:write');
    expect(has('Undo')).toBe(history);
    expect(has('Redo')).toBe(history);
  });

  it.each(Object.entries(MENUS))('finds in the %s menu what its actions allow', (menu, items) => {
    renderAs(role);
    expect(menuEntries(menu)).toEqual(
      items
        .filter(([, ...actions]) => actions.every((action) => can(role, action)))
        .map(([label]) => label),
    );
  });

  it('has Analytics in the top bar only when it may read analytics', () => {
    renderAs(role);
    expect(banner().queryByRole('button', { name: 'Analytics' }) !== null).toBe(
      can(role, 'analytics:read'),
    );
  });

  it('publishes only when it may', () => {
    renderAs(role);
    expect(has('Publish')).toBe(can(role, 'site:publish'));
    const waits = screen.queryByText('Your changes wait for someone who may publish.') !== null;
    expect(waits).toBe(edits && !can(role, 'site:publish'));
  });
});

describe('role by role', () => {
  it.each([
    ['viewer', false],
    ['campaigns editor', true],
    ['reporting', true],
    ['editor', false],
  ] as const)('the %s role has a Forms button in the top bar: %s', (role, shown) => {
    renderAs(role);
    expect(banner().queryByRole('button', { name: 'Forms' }) !== null).toBe(shown);
  });

  it('a viewer’s Ctrl+Z does nothing', () => {
    const { store } = renderAs('viewer');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Desktop' }), { key: 'z', ctrlKey: true });
    expect(store.getState().undo).not.toHaveBeenCalled();
  });

  it('a viewer can still pick the page to look at and select blocks in the outline', () => {
    const { store } = renderAs('viewer');
    fireEvent.click(screen.getByRole('button', { name: 'About' }));
    expect(store.getState().selectPage).toHaveBeenCalledWith('about');
    fireEvent.click(screen.getByRole('button', { name: /^Button: / }));
    expect(store.getState().select).toHaveBeenCalledWith('b1');
    expect(screen.getByText('Your role cannot change the settings of blocks.')).toBeTruthy();
  });
});

describe('publishing', () => {
  it('says "Unpublished changes" until Publish, which saves first, then "Published"', async () => {
    act(() => setPublishedRevision(null));
    const publish = vi
      .spyOn(peopleApi, 'publish')
      .mockResolvedValue({ ok: true, value: { publishedRevision: 1 } });
    const { services } = renderAs('admin');
    expect(screen.getByText('Unpublished changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByText('Published')).toBeTruthy());
    expect(services.saveNow).toHaveBeenCalled();
    expect(publish).toHaveBeenCalledWith('test-site');
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows unsaved edits as unpublished even on the published revision', () => {
    act(() => setPublishedRevision(1));
    renderEditor(<App />, { role: 'admin', data: { revision: 1, saveStatus: 'unsaved' } });
    expect(screen.getByText('Unpublished changes')).toBeTruthy();
  });

  it('publishes nothing when the save fails, and says so', async () => {
    act(() => setPublishedRevision(null));
    const publish = vi.spyOn(peopleApi, 'publish');
    renderEditor(<App />, { role: 'admin', services: { saveNow: vi.fn(async () => false) } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The changes could not be saved, so nothing was published.',
    );
    expect(publish).not.toHaveBeenCalled();
  });
});
