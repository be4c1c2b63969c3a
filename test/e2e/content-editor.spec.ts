// The owner's Content dialog end to end: a new blog collection, a post written in it (title, the
// body in the text editor, tags, published), found in the list and on the server as written;
// the post edited back to a draft; its comments turned on, the site's switch off and on; the tag
// manager counting it. The dialog passes axe at 1024
// and 428 px.
import { expect, test } from '@playwright/test';
import { collectionPath, itemsPath } from '../../shared/api/collections';
import type { Collection, Item } from '../../shared/content/collections';
import { expectAccessible } from '../fixtures/axe';
import { removeCollectionAndPage } from '../fixtures/content';
import { SAVED } from '../fixtures/editor';

test.describe.configure({ timeout: 90_000 });

test('the owner starts a blog, writes a post and finds it as written', async ({
  page,
  request,
}) => {
  const serial = Date.now().toString(36);
  const title = `Studio journal ${serial}`;
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/config/');
  await page.getByRole('banner').getByRole('button', { name: 'Content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Content' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'New collection' }).click();
  const newCollection = dialog.getByRole('form', { name: 'New collection' });
  await newCollection.getByLabel('Title').fill(title);
  await expect(newCollection.getByLabel('Address')).toHaveValue(`studio-journal-${serial}`);
  await newCollection.getByRole('button', { name: 'Add collection' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Added ${title} and its page; publish to show it to visitors.`,
  );
  await expect(dialog.getByRole('combobox', { name: 'Collection' })).toContainText(title);
  await expect(dialog.getByText('No items yet.')).toBeVisible();

  await dialog.getByRole('button', { name: 'New post' }).click();
  const form = dialog.getByRole('form', { name: 'New post' });
  await form.getByLabel('Title').fill('Open studio weekend');
  await form.getByLabel('Status').selectOption('Published');
  const body = form.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('Come and see the kilns fired.');
  await form.getByLabel('Tags').fill('events, pottery');
  await expectAccessible(page, 'the item form at 1024 px', { include: '.content-dialog' });
  await form.getByRole('button', { name: 'Save post' }).click();
  await expect(dialog.getByRole('rowheader', { name: 'Open studio weekend' })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Open studio weekend/ })).toContainText('Published');

  const collections = (await (await request.get('/api/collections')).json()) as {
    collections: Collection[];
  };
  const blog = collections.collections.find((c) => c.title === title)!;
  const listed = (await (await request.get(itemsPath(blog.id))).json()) as { items: Item[] };
  expect(listed.items).toHaveLength(1);
  expect(listed.items[0]).toMatchObject({
    title: 'Open studio weekend',
    slug: 'open-studio-weekend',
    status: 'Published',
    tags: ['events', 'pottery'],
  });
  expect(JSON.stringify(listed.items[0]!.body)).toContain('Come and see the kilns fired.');

  await dialog.getByRole('button', { name: 'Edit Open studio weekend' }).click();
  const edit = dialog.getByRole('form', { name: 'Edit post' });
  await expect(edit.getByRole('textbox', { name: 'Body' })).toContainText('kilns fired');
  await edit.getByLabel('Status').selectOption('Draft');
  await edit.getByRole('button', { name: 'Save post' }).click();
  await expect(dialog.getByRole('row', { name: /Open studio weekend/ })).toContainText('Draft');

  // Comments: the collection takes them (saved at once), the site's switch off and on again.
  await dialog.getByRole('button', { name: 'Comments' }).click();
  const takes = dialog.getByRole('group', { name: `Comments on ${title}` });
  await takes.getByRole('checkbox', { name: 'Visitors may comment on its items' }).check();
  await expect(dialog.getByRole('status')).toHaveText(`${title} will now take comments.`);
  const stored = (await (await request.get(collectionPath(blog.id))).json()) as Collection;
  expect(stored.settings).toMatchObject({ commentsEnabled: true, holdComments: true });
  const siteSwitch = dialog.getByRole('checkbox', { name: /^Comments on this site/ });
  await siteSwitch.uncheck();
  await expect(dialog.getByRole('status')).toHaveText(
    'Comments turned off for the whole site; publish to hide them from visitors.',
  );
  await expectAccessible(page, 'the comment settings at 1024 px', { include: '.content-dialog' });
  await siteSwitch.check();
  await expect(siteSwitch).toBeChecked();

  await dialog.getByRole('button', { name: 'Tags and categories' }).click();
  const tags = dialog.getByRole('region', { name: 'Tags' });
  await expect(tags.getByText('pottery')).toBeVisible();
  await expect(tags.getByRole('listitem').filter({ hasText: 'pottery' })).toContainText('(1 item)');
  await page.setViewportSize({ width: 428, height: 900 });
  await expectAccessible(page, 'the tag manager at 428 px', { include: '.content-dialog' });

  // The collection's page was added to the draft, at the collection's address, listing the post
  // in the frame once the dialog is closed.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Pages' }).getByText(`/studio-journal-${serial}`),
  ).toBeVisible();
  await expect(page.getByText(SAVED)).toBeVisible();
  await removeCollectionAndPage(request, blog.id);
});
