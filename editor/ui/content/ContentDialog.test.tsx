// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContributorRole } from '../../../shared/codes/contributor-roles';
import type { Collection, Item, ItemInput } from '../../../shared/content/collections';
import { testCollection } from '../../../shared/content/test-collection';
import type { ContentClient } from '../../content/client';
import type { ModerationClient } from '../../content/comments-client';
import { forgetSiteLanguage } from '../../i18n/site-language';
import { renderEditor } from '../test-helpers';
import { twoLanguageFetch } from '../translations/test-fetch';
import { ContentDialog } from './ContentDialog';

afterEach(cleanup);

const blog = testCollection({ createdAt: 1, updatedAt: 1 });

const post = (id: string, title: string, status: Item['status'] = 'Published'): Item => ({
  version: 1,
  id,
  collectionId: 'c1',
  status,
  title,
  slug: id,
  excerpt: '',
  body: null,
  mainImage: null,
  author: 'ana@example.com',
  tags: ['news'],
  categories: [],
  publishOn: Date.parse('2026-11-20T17:00:00Z'),
  event: null,
  tracks: [],
  createdAt: 1,
  updatedAt: 2,
});

function fakeClient() {
  const ok = <T,>(value: T) => Promise.resolve({ ok: true as const, value });
  let terms = [
    { name: 'news', count: 2, parent: null },
    { name: 'launch', count: 1, parent: null },
  ];
  const client = {
    collections: vi.fn(() => ok([blog])),
    createCollection: vi.fn(),
    updateCollection: vi.fn((_id: string, input: { settings: Collection['settings'] }) =>
      input.settings.commentsWithoutAccount
        ? Promise.resolve({ ok: false as const, status: 403, message: 'Not allowed here.' })
        : ok({ ...blog, settings: input.settings }),
    ),
    items: vi.fn((_id: string, cursor: string | null) =>
      cursor === null
        ? ok({ items: [post('a', 'Opening night'), post('b', 'Soon', 'Draft')], nextCursor: 'p2' })
        : ok({ items: [post('c', 'Old news')], nextCursor: null }),
    ),
    saveItem: vi.fn((_c: string, id: string | null, input: ItemInput) =>
      ok({ ...post(id ?? 'new', input.title, input.status), ...input, slug: 'x', author: 'me' }),
    ),
    removeItem: vi.fn(() => ok(null)),
    terms: vi.fn(() => ok(terms)),
    addTerm: vi.fn(() => ok(null)),
    renameTerm: vi.fn((_c: string, _k: string, from: string, to: string) => {
      terms = terms.map((t) => (t.name === from ? { ...t, name: to } : t));
      return ok(null);
    }),
    removeTerm: vi.fn(() => ok(null)),
    mergeTerms: vi.fn(() => ok(null)),
  };
  return client as typeof client & ContentClient;
}

async function open(role: ContributorRole = 'admin') {
  const client = fakeClient();
  renderEditor(<ContentDialog onClose={vi.fn()} client={client} />, { role });
  const dialog = screen.getByRole('dialog', { name: 'Content' });
  await within(dialog).findByRole('rowheader', { name: 'Opening night' });
  return { client, dialog };
}

describe('ContentDialog', () => {
  it("lists the collection's items with their status, and shows more on request", async () => {
    const { dialog } = await open();
    expect(within(dialog).getByRole('combobox', { name: 'Collection' })).toBeTruthy();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Published'),
      expect.stringContaining('Draft'),
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'More items' }));
    await within(dialog).findByRole('rowheader', { name: 'Old news' });
    expect(within(dialog).queryByRole('button', { name: 'More items' })).toBeNull();
  });

  it('writes a new post: a refusal at its field first, then the saved post in the list', async () => {
    const { client, dialog } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'New post' }));
    const form = within(dialog).getByRole('form', { name: 'New post' });
    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'Scheduled' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save post' }));
    expect(within(form).getByText('must not be empty')).toBeTruthy();
    expect(within(form).getByText('Enter a date and time.')).toBeTruthy();
    expect(client.saveItem).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Winter hours' } });
    fireEvent.change(within(form).getByLabelText('Publish on'), {
      target: { value: '2026-12-01T09:00' },
    });
    fireEvent.change(within(form).getByLabelText('Tags'), { target: { value: 'news, hours' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save post' }));
    await within(dialog).findByRole('rowheader', { name: 'Winter hours' });
    expect(client.saveItem).toHaveBeenCalledWith(
      'c1',
      null,
      expect.objectContaining({
        title: 'Winter hours',
        status: 'Scheduled',
        publishOn: Date.parse('2026-12-01T14:00:00Z'),
        tags: ['news', 'hours'],
      }),
    );
    expect(screen.getByRole('status').textContent).toBe('Saved Winter hours.');
  });

  it('deletes an item only after the question', async () => {
    const { client, dialog } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Soon' }));
    const question = screen.getByRole('dialog', { name: 'Delete Soon?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('rowheader', { name: 'Soon' })).toBeNull(),
    );
    expect(client.removeItem).toHaveBeenCalledWith('c1', 'b');
  });

  it('keeps a role that may not publish to the draft statuses, without New collection', async () => {
    const { dialog } = await open('draft editor');
    expect(within(dialog).queryByRole('button', { name: 'New collection' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'New post' }));
    const status = within(dialog).getByLabelText('Status');
    const options = within(status)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Draft', 'Needs Review']);
  });

  it('renames one tag at a time, and checks a new name as the server does', async () => {
    const { client, dialog } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tags and categories' }));
    const tags = within(dialog).getByRole('region', { name: 'Tags' });
    await within(tags).findByText('news');
    fireEvent.click(within(tags).getByRole('button', { name: 'Rename news' }));
    fireEvent.click(within(tags).getByRole('button', { name: 'Rename launch' }));
    expect(within(tags).getByText('You may only edit one tag at a time.')).toBeTruthy();
    fireEvent.change(within(tags).getByLabelText('New name for news'), {
      target: { value: 'LAUNCH' },
    });
    fireEvent.click(within(tags).getByRole('button', { name: 'Save name' }));
    expect(within(tags).getByText('This tag already exists.')).toBeTruthy();
    fireEvent.change(within(tags).getByLabelText('New name for news'), {
      target: { value: 'updates' },
    });
    fireEvent.click(within(tags).getByRole('button', { name: 'Save name' }));
    await within(tags).findByText('updates');
    expect(client.renameTerm).toHaveBeenCalledWith('c1', 'tag', 'news', 'updates');
  });

  it('opens a moderator on the comments waiting, and approves, answers and deletes one', async () => {
    const ok = <T,>(value: T) => Promise.resolve({ ok: true as const, value });
    const waiting = {
      id: 'k1',
      itemId: 'a',
      parentId: null,
      authorName: 'Bo',
      authorEmail: 'bo@example.com',
      fromOwner: false,
      body: 'Open on Sunday?',
      status: 'pending' as const,
      createdAt: 1,
    };
    const moderation = {
      list: vi.fn((_c: string, status: string) => ok(status === 'pending' ? [waiting] : [])),
      approve: vi.fn(() => ok(null)),
      remove: vi.fn(() => ok(null)),
      reply: vi.fn(() => ok({ ...waiting, id: 'r1', parentId: 'k1', fromOwner: true })),
    };
    renderEditor(
      <ContentDialog
        onClose={vi.fn()}
        client={fakeClient()}
        moderation={moderation as typeof moderation & ModerationClient}
      />,
      { role: 'moderator' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Content' });
    const comments = await within(dialog).findByRole('region', { name: 'Comments' });
    await within(comments).findByText('Open on Sunday?');
    expect(within(dialog).queryByRole('button', { name: 'New post' })).toBeNull();
    const meta = await within(comments).findByText(
      (_text, element) =>
        element?.classList.contains('content-comment-meta') === true &&
        (element.textContent ?? '').startsWith('Bo (bo@example.com) on Opening night'),
    );
    expect(meta).toBeTruthy();

    fireEvent.click(within(comments).getByRole('button', { name: 'Approve the comment by Bo' }));
    await waitFor(() => expect(moderation.approve).toHaveBeenCalledWith('c1', 'k1'));
    // Its button goes with the approved comment: focus stays in the list, not on the page.
    await waitFor(() => expect(document.activeElement).toBe(comments));
    fireEvent.click(within(comments).getByRole('button', { name: 'Reply to Bo' }));
    const form = within(comments).getByRole('form', { name: 'Reply to Bo' });
    fireEvent.change(within(form).getByLabelText('Reply'), { target: { value: 'Yes, from ten.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post reply' }));
    await waitFor(() =>
      expect(moderation.reply).toHaveBeenCalledWith('c1', 'k1', 'Yes, from ten.'),
    );
    expect(screen.getByRole('status').textContent).toBe('Reply posted.');

    fireEvent.click(within(comments).getByRole('button', { name: 'Delete the comment by Bo' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this comment?' })).getByRole('button', {
        name: 'Delete comment',
      }),
    );
    await waitFor(() => expect(moderation.remove).toHaveBeenCalledWith('c1', 'k1'));
  });

  it('turns the site’s comments off and the collection’s on, each change announced', async () => {
    const client = fakeClient();
    const { store } = renderEditor(<ContentDialog onClose={vi.fn()} client={client} />);
    const dialog = screen.getByRole('dialog', { name: 'Content' });
    await within(dialog).findByRole('rowheader', { name: 'Opening night' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Comments' }));

    const site = within(dialog).getByRole('checkbox', {
      name: 'Comments on this site (off: none shown or taken anywhere)',
    }) as HTMLInputElement;
    expect(site.checked).toBe(true);
    fireEvent.click(site);
    expect(store.getState().updateSiteAccess).toHaveBeenCalledWith({ commentsEnabled: false });
    expect(screen.getByRole('status').textContent).toBe(
      'Comments turned off for the whole site; publish to hide them from visitors.',
    );

    const group = within(dialog).getByRole('group', { name: 'Comments on Journal' });
    const take = within(group).getByRole('checkbox', {
      name: 'Visitors may comment on its items',
    }) as HTMLInputElement;
    expect(take.checked).toBe(false);
    expect(
      (within(group).getByRole('checkbox', { name: /Hold new comments/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    fireEvent.click(take);
    // Shown checked at once, while the save is on its way.
    expect(take.checked).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Journal will now take comments.'),
    );
    expect(take.checked).toBe(true);
    expect(client.updateCollection).toHaveBeenCalledWith('c1', {
      type: 'blog',
      title: 'Journal',
      slug: 'journal',
      settings: expect.objectContaining({ commentsEnabled: true, holdComments: true }),
    });
    expect(screen.getByRole('status').textContent).toBe('Journal will now take comments.');

    const withoutAccount = within(group).getByRole('checkbox', {
      name: /without an account/,
    }) as HTMLInputElement;
    fireEvent.click(withoutAccount);
    expect(await within(dialog).findByText('Not allowed here.')).toBeTruthy();
    // Refused: the box goes back to what is saved.
    await waitFor(() => expect(withoutAccount.checked).toBe(false));
  });
});

describe('ContentDialog on a site with two languages', () => {
  afterEach(() => {
    forgetSiteLanguage();
    vi.unstubAllGlobals();
  });

  it('shows a saved item’s Translations below its form, with its words beside', async () => {
    vi.stubGlobal('fetch', twoLanguageFetch('item', 'a', 'fr-FR'));
    const { dialog } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit Opening night' }));
    const section = await within(dialog).findByRole('region', { name: 'Translations' });
    expect(await within(section).findByLabelText('Title (French (France))')).toBeTruthy();
    expect(within(section).getByText('English (United States): Opening night')).toBeTruthy();
  });
});
