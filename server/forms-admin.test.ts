// The owner's form calls over real HTTP against a real SQLite file: definitions with the crumb and
// refusals naming the field, submissions paged newest first with search, mailing lists, seeds.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  FormDefinition,
  FormListResponse,
  MailingList,
  SubmissionForm,
  SubmissionPage,
} from '../shared/api/forms';
import { CRUMB_HEADER } from '../shared/api/sites';
import { type RunningServer, startServer } from './server';
import { serverOptions, TestClient, tempDir } from './test-helpers';

const dir = tempDir('forms-admin');
let server: RunningServer;
let client: TestClient;

const start = () => startServer(serverOptions(dir.path));

beforeAll(async () => {
  server = await start();
});
afterAll(async () => {
  await server.close();
  dir.remove();
});
beforeEach(async () => {
  client = await new TestClient(server.url).startAsOwner();
});

const json = async (response: Response) => [response.status, await response.json()];

async function submit(formId: string, form: SubmissionForm, visitor = client) {
  expect((await visitor.submitForm(formId, form)).status).toBe(200);
}

describe('form definitions', () => {
  it('lists the seeded forms by name', async () => {
    const { forms } = (await (await client.request('/api/forms')).json()) as FormListResponse;
    expect(forms.map((form) => form.id)).toEqual([
      'demo-contact-form',
      'newsletter',
      'demo-preorder-form',
    ]);
    expect(forms.find((form) => form.id === 'newsletter')).toMatchObject({
      fieldCount: 1,
      mailingListId: 'demo-list',
    });
  });

  it('creates, reads, changes and deletes a form, in the spec shape', async () => {
    const created = await client.send('POST', '/api/forms', {
      name: 'Survey',
      fields: [{ id: 'q', type: 'likert', title: 'How was it?', options: ['Service', 'Food'] }],
    });
    expect(created.status).toBe(201);
    const form = (await created.json()) as FormDefinition;
    expect(form).toEqual({
      id: expect.stringMatching(/^form-/),
      name: 'Survey',
      fields: [
        {
          id: 'q',
          type: 'likert',
          title: 'How was it?',
          description: '',
          options: ['Service', 'Food'],
          required: false,
        },
      ],
      parsedSubmissionMessage: '',
      submissionHTML: '',
      successRedirect: '',
      parsedDisclaimerMessage: '',
      captchaEnabled: false,
      captchaTheme: 'light',
      captchaAlignment: 'left',
    });
    expect(await json(await client.request(`/api/forms/${form.id}`))).toEqual([200, form]);

    const changed = { ...form, name: 'Dinner survey', captchaEnabled: true, captchaTheme: 'dark' };
    expect(await json(await client.send('PUT', `/api/forms/${form.id}`, changed))).toEqual([
      200,
      changed,
    ]);
    expect(await json(await client.request(`/api/forms/${form.id}`))).toEqual([200, changed]);

    expect((await client.send('DELETE', `/api/forms/${form.id}`)).status).toBe(204);
    const gone = { error: 'This form has not been configured yet.' };
    expect(await json(await client.request(`/api/forms/${form.id}`))).toEqual([404, gone]);
    expect(await json(await client.send('DELETE', `/api/forms/${form.id}`))).toEqual([404, gone]);
    expect(await json(await client.send('PUT', `/api/forms/${form.id}`, changed))).toEqual([
      404,
      gone,
    ]);
  });

  it('refuses a bad definition with 400 naming the field, and stores nothing', async () => {
    const bad = {
      id: 'bad-form',
      name: 'Bad',
      fields: [{ id: 'choice', type: 'radio', options: [] }],
    };
    expect(await json(await client.send('POST', '/api/forms', bad))).toEqual([
      400,
      {
        error: 'The form definition is invalid. fields.0.options: needs at least one option',
        issues: [{ path: 'fields.0.options', message: 'needs at least one option' }],
      },
    ]);
    expect((await client.request('/api/forms/bad-form')).status).toBe(404);
    const [status, body] = await json(
      await client.send('PUT', '/api/forms/demo-contact-form', {
        name: 'x',
        fields: [{ id: 'a', type: 'textarea', maxLength: -1 }],
      }),
    );
    expect([status, body.issues[0].path]).toEqual([400, 'fields.0.maxLength']);
    expect(
      await json(
        await client.send('PUT', '/api/forms/demo-contact-form', {
          id: 'other',
          name: 'x',
          fields: [],
        }),
      ),
    ).toEqual([
      400,
      {
        error: 'The form id in the definition does not match the address.',
        issues: [{ path: 'id', message: 'must be "demo-contact-form"' }],
      },
    ]);
    const broken = await client.request('/api/forms', {
      method: 'POST',
      body: '{',
      headers: { [CRUMB_HEADER]: client.crumb ?? '', 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
  });

  it('refuses a taken id with 409', async () => {
    const taken = { id: 'newsletter', name: 'Again', fields: [] };
    expect((await client.send('POST', '/api/forms', taken)).status).toBe(409);
  });

  it.each([
    ['POST', '/api/forms'],
    ['PUT', '/api/forms/newsletter'],
    ['DELETE', '/api/forms/newsletter'],
    ['POST', '/api/mailing-lists'],
    ['PUT', '/api/forms/newsletter/mailing-list'],
  ])('%s %s needs the crumb', async (method, path) => {
    const response = await client.request(path, { method, body: '{}' });
    expect(response.status).toBe(403);
    expect((await client.request('/api/forms/newsletter')).status).toBe(200);
  });
});

describe('submissions', () => {
  it('pages newest first, searches any value ignoring case, and refuses a bad page', async () => {
    await client.send('POST', '/api/forms', {
      id: 'paged',
      name: 'Paged',
      fields: [{ id: 'note', type: 'text' }],
    });
    for (const note of ['first Apple', 'second', 'third apple', 'fourth 100%']) {
      await submit('paged', { note });
    }
    const page = async (query: string) =>
      (await (
        await client.request(`/api/forms/paged/submissions${query}`)
      ).json()) as SubmissionPage;
    const notes = (result: SubmissionPage) => result.submissions.map((s) => s.values.note);
    const first = await page('?pageSize=3');
    expect([notes(first), first.total, first.page, first.pageSize]).toEqual([
      ['fourth 100%', 'third apple', 'second'],
      4,
      1,
      3,
    ]);
    expect(notes(await page('?pageSize=3&page=2'))).toEqual(['first Apple']);
    expect(notes(await page('?search=APPLE'))).toEqual(['third apple', 'first Apple']);
    expect(notes(await page('?search=%25'))).toEqual(['fourth 100%']);
    expect((await page('?search=0%25')).total).toBe(1);
    expect((await page('?search=_')).total).toBe(0);
    expect((await client.request('/api/forms/paged/submissions?page=0')).status).toBe(400);
    expect((await client.request('/api/forms/nope/submissions')).status).toBe(404);
    expect((await client.request('/api/forms/nope/submissions.csv')).status).toBe(404);
  });
});

describe('mailing lists', () => {
  it('adds the newsletter email to the demo list once', async () => {
    await submit('newsletter', { email: 'reader@example.com' });
    await submit(
      'newsletter',
      { email: 'reader@example.com' },
      await new TestClient(server.url).start(),
    );
    const [status, body] = await json(await client.request('/api/mailing-lists/demo-list/members'));
    expect(status).toBe(200);
    expect(body.members).toEqual([
      { email: 'reader@example.com', formId: 'newsletter', createdAt: expect.any(String) },
    ]);
  });

  it('creates a list, connects a form to it, and disconnects it', async () => {
    const created = await client.send('POST', '/api/mailing-lists', { name: '  Friends  ' });
    expect(created.status).toBe(201);
    const list = (await created.json()) as MailingList;
    expect(list).toMatchObject({ name: 'Friends', memberCount: 0, formIds: [] });

    const path = '/api/forms/demo-contact-form/mailing-list';
    expect(await json(await client.request(path))).toEqual([200, { mailingListId: null }]);
    expect(await json(await client.send('PUT', path, { mailingListId: list.id }))).toEqual([
      200,
      { mailingListId: list.id },
    ]);
    await submit('demo-contact-form', {
      name: ['Ada', ''],
      email: 'ada@example.com',
      topic: 'A question',
      message: 'Hi',
    });
    const lists = (await (await client.request('/api/mailing-lists')).json()).mailingLists;
    expect(lists.find((l: MailingList) => l.id === list.id)).toMatchObject({
      memberCount: 1,
      formIds: ['demo-contact-form'],
    });
    expect(await json(await client.send('DELETE', path))).toEqual([200, { mailingListId: null }]);
    expect(await json(await client.request(path))).toEqual([200, { mailingListId: null }]);
  });

  it('refuses an unknown list or form and a blank name', async () => {
    const path = '/api/forms/demo-contact-form/mailing-list';
    expect(await json(await client.send('PUT', path, { mailingListId: 'nope' }))).toEqual([
      404,
      { error: 'Mailing list not found.' },
    ]);
    expect(
      (await client.send('PUT', '/api/forms/nope/mailing-list', { mailingListId: 'demo-list' }))
        .status,
    ).toBe(404);
    expect((await client.request('/api/mailing-lists/nope/members')).status).toBe(404);
    const [status, body] = await json(
      await client.send('POST', '/api/mailing-lists', { name: ' ' }),
    );
    expect([status, body.issues[0].path]).toEqual([400, 'name']);
  });
});

describe('seeds', () => {
  it('are added once and leave the owner’s changes alone on the next start', async () => {
    const form = (await (await client.request('/api/forms/newsletter')).json()) as FormDefinition;
    const before = ((await (await client.request('/api/forms')).json()) as FormListResponse).forms;
    await client.send('PUT', '/api/forms/newsletter', { ...form, name: 'Letters' });
    await client.send('DELETE', '/api/forms/newsletter/mailing-list');
    await server.close();
    server = await start();
    client = await new TestClient(server.url).startAsOwner();
    const { forms } = (await (await client.request('/api/forms')).json()) as FormListResponse;
    expect(forms.map((f) => f.id)).toEqual(before.map((f) => f.id));
    expect(forms.find((f) => f.id === 'newsletter')).toMatchObject({
      name: 'Letters',
      mailingListId: null,
    });
    const lists = (await (await client.request('/api/mailing-lists')).json()).mailingLists;
    expect(lists.filter((l: MailingList) => l.id === 'demo-list')).toHaveLength(1);
  });
});
