// The live site's own words in French (issue 23), as a signed-out visitor at 1024 px: a post of a
// blog that takes comments from visitors (the responses, the comment form's labels and button, and
// the server's "waits for approval" answer shown in French), the search page with no result and a
// missing page, each with `lang="fr-FR"` and nothing serious for axe. The owner adds French, a
// blog and a post first, and takes them away afterwards.
import { expect as baseExpect, test } from '@playwright/test';
import { itemsPath } from '../../shared/api/collections';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import { clientOfRequest, freshId, publishSite, saveSite, sendOk } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { collectionAsPage, madeBySpec, setComments, visitorAt } from '../fixtures/content';
import { setLanguages } from '../fixtures/languages';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const made = madeBySpec();
let slug = '';

test.beforeAll(async ({ request }) => {
  await setLanguages(request, ['en-US', 'fr-FR']);
  slug = freshId('carnet').toLowerCase();
  const blog = await collectionAsPage(request, made, 'blog', slug);
  await setComments(request, blog.id, slug, { commentsWithoutAccount: true, holdComments: true });
  await sendOk(request, 'POST', itemsPath(blog.id), {
    title: 'Glaze notes',
    status: 'Published',
    publishOn: Date.now() - 3_600_000,
    body: richTextFromPlain('Three days at cone 10.'),
    tags: ['Pottery'],
  });
  const client = clientOfRequest(request);
  await saveSite(client, (site) => ({ ...site, pages: [...site.pages, blog.page] }));
  await publishSite(client);
});

test.afterAll(async ({ request }) => {
  await setLanguages(request, ['en-US']);
});

test('a French visitor comments on a post, searches and loses their way, all in French', async ({
  browser,
}) => {
  const page = await visitorAt(browser, 1024);
  await page.goto(`/fr/${slug}/glaze-notes`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('navigation', { name: 'Étiquettes' })).toBeVisible();
  const responses = page.getByRole('region', { name: 'Réactions' });
  await expect(responses.getByRole('heading', { name: 'Aucun commentaire' })).toBeVisible();
  const form = responses.getByRole('form', { name: 'Laisser un commentaire' });
  await form.getByLabel('Commentaire').fill('Superbe céladon.');
  await form.getByLabel('Nom', { exact: true }).fill('Camille');
  await form.getByLabel('E-mail (non affiché)').fill(`camille-${Date.now()}@example.com`);
  await expectAccessible(page, 'a French post with its comment form');
  await form.getByRole('button', { name: 'Publier le commentaire' }).click();
  await expect(responses.getByRole('status')).toHaveText(
    'Merci. Votre commentaire s’affichera une fois approuvé.',
  );

  await page.goto('/fr/search?q=zebulon');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1, name: 'Recherche' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Rechercher sur ce site' })).toHaveValue(
    'zebulon',
  );
  await expect(page.getByRole('status').filter({ hasText: 'zebulon' })).toHaveText(
    'Aucun résultat pour « zebulon ».',
  );
  await expectAccessible(page, 'the French search page with no result');

  const missing = await page.goto('/fr/nulle-part');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute(
    'href',
    '/fr/',
  );
  await expectAccessible(page, 'the French not-found page');
  await page.context().close();
});
