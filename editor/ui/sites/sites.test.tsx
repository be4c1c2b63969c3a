// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRAND_TONES } from '../../../shared/design/brand-tones';
import { type ManagedSite, SitesMessage } from '../../../shared/sites/manage';
import type { Answer } from '../../owner-call';
import { LEAVE_MESSAGE } from '../LeaveDialog';
import { TopBar } from '../TopBar';
import { renderEditor, signInAs } from '../test-helpers';
import { SitesDialog } from './SitesDialog';
import type { SitesApi } from './sites-api';

const ok = <T,>(value: T): Answer<T> => ({ ok: true, value });
const no = (message: string): Answer<never> => ({ ok: false, status: 400, message });

/** The server's behaviour in memory: sites with a name, address and role. */
function fakeApi(): SitesApi & { sites: ManagedSite[] } {
  const sites: ManagedSite[] = [
    { id: 'demo', title: 'Juniper & Oak', revision: 3, hostName: null, role: 'admin' },
    { id: 'site-b', title: 'Viewed Site', revision: 1, hostName: 'b.example.com', role: 'viewer' },
  ];
  const find = (id: string) => sites.find((site) => site.id === id)!;
  return {
    sites,
    list: vi.fn(async () => ok(sites.map((site) => ({ ...site })))),
    create: vi.fn(async (name: string) => {
      if (name === '') return no(SitesMessage.nameMissing);
      sites.push({ id: 'site-new', title: name, revision: 1, hostName: null, role: 'admin' });
      return ok({ id: 'site-new' });
    }),
    rename: vi.fn(async (id: string, name: string) => {
      Object.assign(find(id), { title: name });
      return ok({});
    }),
    setHost: vi.fn(async (id: string, hostName: string) => {
      if (hostName.includes('/')) return no(SitesMessage.badHost);
      Object.assign(find(id), { hostName: hostName || null });
      return ok({ hostName: hostName || null });
    }),
    duplicate: vi.fn(async (id: string) => {
      sites.push({ ...find(id), id: 'site-copy', title: `${find(id).title} (copy)` });
      return ok({ id: 'site-copy' });
    }),
    remove: vi.fn(async (id: string) => {
      sites.splice(sites.indexOf(find(id)), 1);
      return ok({});
    }),
    open: vi.fn(async (id: string) => ok({ url: `http://${id}.localhost:3000/config/?signin=t` })),
  };
}

let api: ReturnType<typeof fakeApi>;
const assign = vi.fn();

beforeEach(() => {
  api = fakeApi();
  assign.mockReset();
  signInAs('admin');
});
afterEach(cleanup);

async function open() {
  render(<SitesDialog api={api} onClose={vi.fn()} assign={assign} />);
  const dialog = screen.getByRole('dialog', { name: 'Sites' });
  await within(dialog).findByRole('table', { name: 'Your sites' });
  return dialog;
}

describe('the Sites screen', () => {
  it('lists each site with its address and your role', async () => {
    const dialog = await open();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Juniper & Oakdemo.localhostadmin'),
      expect.stringContaining('Viewed Siteb.example.comviewer'),
    ]);
    // A viewer may open the site, nothing more.
    expect(within(dialog).getByRole('button', { name: 'Open Viewed Site' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete Viewed Site' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Rename Viewed Site' })).toBeNull();
  });

  it('creates a site from a template in a brand tone, and says so', async () => {
    const dialog = await open();
    const start = within(dialog).getByLabelText('Start from') as HTMLSelectElement;
    expect([...start.options].map((option) => option.textContent)).toEqual([
      'Blank page',
      'Shop template',
      'Portfolio template',
      'Restaurant template',
    ]);
    const tone = within(dialog).getByLabelText('Brand tone') as HTMLSelectElement;
    expect([...tone.options].map((option) => option.value)).toEqual([...BRAND_TONES]);
    fireEvent.change(within(dialog).getByLabelText('Site name'), { target: { value: 'Ember' } });
    fireEvent.change(start, { target: { value: 'restaurant' } });
    fireEvent.change(tone, { target: { value: 'quirky' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create site' }));
    expect(await within(dialog).findByRole('status')).toHaveProperty(
      'textContent',
      'Created “Ember”.',
    );
    expect(api.create).toHaveBeenCalledWith('Ember', 'restaurant', 'quirky');
    expect(within(dialog).getByRole('button', { name: 'Open Ember' })).toBeTruthy();
  });

  it('renames a site and sets its address, showing a refused address in the server’s words', async () => {
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename Juniper & Oak' }));
    const rename = screen.getByRole('dialog', { name: 'Rename “Juniper & Oak”' });
    fireEvent.change(within(rename).getByLabelText('Site name'), { target: { value: 'Oak' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Rename' }));
    await within(dialog).findByText('Renamed to “Oak”.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Address Oak' }));
    const address = screen.getByRole('dialog', { name: 'Address of “Oak”' });
    const field = within(address).getByLabelText('Host name');
    fireEvent.change(field, { target: { value: 'http://x/' } });
    fireEvent.click(within(address).getByRole('button', { name: 'Save address' }));
    expect((await within(address).findByRole('alert')).textContent).toBe(SitesMessage.badHost);
    fireEvent.change(field, { target: { value: 'oak.example.com' } });
    fireEvent.click(within(address).getByRole('button', { name: 'Save address' }));
    await within(dialog).findByText('oak.example.com');
    expect(api.setHost).toHaveBeenLastCalledWith('demo', 'oak.example.com');
  });

  it('deletes a site only once its name is typed', async () => {
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Juniper & Oak' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the site “Juniper & Oak”?' });
    const button = within(confirm).getByRole('button', {
      name: 'Delete site',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(within(confirm).getByLabelText('Site name'), { target: { value: 'Juniper' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(within(confirm).getByLabelText('Site name'), {
      target: { value: 'Juniper & Oak' },
    });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await within(dialog).findByText('Deleted “Juniper & Oak”.');
    expect(api.remove).toHaveBeenCalledWith('demo', 'Juniper & Oak');
    expect(within(dialog).queryByRole('button', { name: 'Open Juniper & Oak' })).toBeNull();
  });

  it('duplicates a site, and opens one at its own address', async () => {
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate Juniper & Oak' }));
    await within(dialog).findByRole('button', { name: 'Open Juniper & Oak (copy)' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Viewed Site' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://site-b.localhost:3000/config/?signin=t'),
    );
  });
});

describe('the top bar’s Sites', () => {
  const sites: ManagedSite[] = [
    { id: 'site-b', title: 'Other Site', revision: 1, hostName: null, role: 'admin' },
  ];
  const opened = 'http://site-b.localhost:3000/config/?signin=t';

  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) =>
        String(url).endsWith('/open') ? Response.json({ url: opened }) : Response.json(sites),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  async function openFromTopBar(unsaved: boolean) {
    const rendered = renderEditor(<TopBar />, { services: { hasUnsavedChanges: () => unsaved } });
    fireEvent.click(screen.getByRole('button', { name: 'Sites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sites' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Open Other Site' }));
    return rendered;
  }

  it('goes to the opened site’s editor when nothing is unsaved', async () => {
    const { services } = await openFromTopBar(false);
    await waitFor(() => expect(services.navigate).toHaveBeenCalledWith(opened));
  });

  it('asks to save or discard first when edits are unsaved', async () => {
    const { services } = await openFromTopBar(true);
    const leave = await screen.findByRole('dialog', { name: /changes/i });
    expect(leave.textContent).toContain(LEAVE_MESSAGE);
    expect(services.navigate).not.toHaveBeenCalled();
  });
});
