// The visitor's form calls over real HTTP against a real SQLite file: key, validate, save, the
// status codes of the spec, the rate limit, hostile input stored verbatim, and the captcha.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CAPTCHA_CHALLENGE_PATH,
  CAPTCHA_VERIFY_PATH,
  type CaptchaChallenge,
  FORM_SUBMISSION_KEY_PATH,
  type FormDefinitionInput,
  SAVE_FORM_SUBMISSION_PATH,
  SUBMISSION_KEY_TTL_MS,
  type SubmissionPage,
  validateFormPath,
} from '../shared/api/forms';
import { DEFAULT_CAPTCHA_SITE_KEY } from '../shared/document/schema';
import { RULES } from './limits/rules';
import { type RunningServer, startServer } from './server';
import { serverOptions, TestClient, tempDir } from './test-helpers';

const dir = tempDir('forms-visitor');
let server: RunningServer;
let client: TestClient;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

const UNABLE = 'Unable to submit form. Please try again later.';
const NOT_CONFIGURED = 'This form has not been configured yet.';
const RATE = 'Unable to submit form. Submission rate limit exceeded. Please try again later.';
const CAPTCHA = 'Complete CAPTCHA before submitting.';

const contact = {
  name: ['Ada', 'Lovelace'],
  email: 'ada@example.com',
  topic: 'A question',
  message: 'Hello there',
};

beforeAll(async () => {
  server = await startServer(serverOptions(dir.path, { clock }));
});
afterAll(async () => {
  await server.close();
  dir.remove();
});
beforeEach(async () => {
  offsetMs = 0;
  client = await new TestClient(server.url).startAsOwner();
});

async function key(visitor = client): Promise<string> {
  const response = await visitor.send('POST', FORM_SUBMISSION_KEY_PATH);
  expect(response.status).toBe(200);
  return ((await response.json()) as { key: string }).key;
}

async function save(body: Record<string, unknown>, visitor = client) {
  const response = await visitor.send('POST', SAVE_FORM_SUBMISSION_PATH, body);
  return { status: response.status, body: await response.json() };
}

async function submissions(formId: string, query = ''): Promise<SubmissionPage> {
  return (await client.request(`/api/forms/${formId}/submissions${query}`)).json();
}

async function createForm(input: FormDefinitionInput): Promise<void> {
  expect((await client.send('POST', '/api/forms', input)).status).toBe(201);
}

describe('FormSubmissionKey, validate and SaveFormSubmission', () => {
  it('saves a valid submission with a fresh key, and lists it', async () => {
    const before = (await submissions('demo-contact-form')).total;
    const saved = await save({
      key: await key(),
      formId: 'demo-contact-form',
      form: contact,
      pagePath: '/contact',
    });
    expect(saved).toEqual({ status: 200, body: { submissionId: expect.any(String) } });
    const page = await submissions('demo-contact-form');
    expect(page.total).toBe(before + 1);
    expect(page.submissions[0]).toMatchObject({
      id: saved.body.submissionId,
      values: contact,
      pagePath: '/contact',
    });
  });

  it('answers errors by field id with the shared messages, from validate and from save', async () => {
    const form = { name: ['', ''], email: 'not-an-email', topic: '', message: 'x' };
    const errors = {
      name: 'Required',
      email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      topic: 'Required',
    };
    const validated = await client.send('POST', validateFormPath('demo-contact-form'), form);
    expect([validated.status, await validated.json()]).toEqual([400, { errors }]);
    const good = await client.send('POST', validateFormPath('demo-contact-form'), contact);
    expect([good.status, await good.json()]).toEqual([200, { errors: {} }]);
    expect(await save({ key: await key(), formId: 'demo-contact-form', form })).toEqual({
      status: 400,
      body: { errors },
    });
  });

  it('refuses a form map of the wrong shape', async () => {
    const form = { ...contact, name: 'Ada' };
    expect(await save({ key: await key(), formId: 'demo-contact-form', form })).toEqual({
      status: 400,
      body: { error: 'Could not parse the form fields, please check your entries.' },
    });
  });

  it('refuses a missing, unknown, reused or expired key with 401', async () => {
    const body = { formId: 'demo-contact-form', form: contact };
    expect(await save(body)).toEqual({ status: 401, body: { error: UNABLE } });
    expect(await save({ ...body, key: 'made-up' })).toEqual({
      status: 401,
      body: { error: UNABLE },
    });
    const once = await key();
    expect((await save({ ...body, key: once })).status).toBe(200);
    expect(await save({ ...body, key: once })).toEqual({ status: 401, body: { error: UNABLE } });
    const old = await key();
    offsetMs = SUBMISSION_KEY_TTL_MS + 1000;
    expect(await save({ ...body, key: old })).toEqual({ status: 401, body: { error: UNABLE } });
  });

  it('answers 404 with the spec message for an unknown form', async () => {
    expect(await save({ key: await key(), formId: 'nope', form: {} })).toEqual({
      status: 404,
      body: { error: NOT_CONFIGURED },
    });
    const validated = await client.send('POST', validateFormPath('nope'), {});
    expect([validated.status, await validated.json()]).toEqual([404, { error: NOT_CONFIGURED }]);
  });

  it('needs the crumb like every write', async () => {
    const response = await client.request(FORM_SUBMISSION_KEY_PATH, { method: 'POST' });
    expect(response.status).toBe(403);
  });
});

describe('rate limit per visitor and form', () => {
  const perVisitor = RULES.FORM_SAVE_PER_VISITOR;
  it(`answers 429 after ${perVisitor.burst} saves at once; another visitor or form still gets through`, async () => {
    await createForm({ id: 'limited', name: 'Limited', fields: [{ id: 'note', type: 'text' }] });
    await createForm({ id: 'other', name: 'Other', fields: [{ id: 'note', type: 'text' }] });
    const body = { formId: 'limited', form: { note: 'hi' } };
    for (let n = 0; n < perVisitor.burst; n++) {
      expect((await save({ ...body, key: await key() })).status).toBe(200);
    }
    expect(await save({ ...body, key: await key() })).toEqual({
      status: 429,
      body: { error: RATE },
    });
    expect((await save({ formId: 'other', form: {}, key: await key() })).status).toBe(200);
    const stranger = await new TestClient(server.url).start();
    expect((await save({ ...body, key: await key(stranger) }, stranger)).status).toBe(200);
    offsetMs = (perVisitor.burst / perVisitor.perSecond) * 1000 + 1000;
    expect((await save({ ...body, key: await key() })).status).toBe(200);
    expect((await submissions('limited')).total).toBe(perVisitor.burst + 2);
  });
});

describe('hostile input', () => {
  it('is stored verbatim and exported with formulas neutralised', async () => {
    const hostile = {
      name: ['<img src=x onerror=alert(1)>', '=HYPERLINK("http://evil","x")'],
      email: 'ada@example.com',
      topic: '@SUM(1+1)',
      message: '+1\n-2,"quoted"</textarea><script>alert(2)</script>',
    };
    const saved = await save({ key: await key(), formId: 'demo-contact-form', form: hostile });
    expect(saved.status).toBe(200);
    const stored = (await submissions('demo-contact-form')).submissions[0]!;
    expect(stored.values).toEqual(hostile);

    const csv = await client.request('/api/forms/demo-contact-form/submissions.csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe(
      'Submitted,Name,Email,Phone,Address,Topic,How should we reply?,Message,Source',
    );
    expect(lines[1]).toBe(
      // A formula after a separator inside a cell (", =", a line break then "-") is neutralised
      // too: a program that splits the cell there still reads text.
      `${stored.createdAt},"<img src=x onerror=alert(1)>, '=HYPERLINK(""http://evil"",""x"")",ada@example.com,,,'@SUM(1+1),,"'+1\n'-2,""quoted""</textarea><script>alert(2)</script>",`,
    );
  });
});

describe('captcha', () => {
  const challenge = async (siteKey: string, action = 'form_block') => {
    const response = await client.send('POST', CAPTCHA_CHALLENGE_PATH, { siteKey, action });
    return { status: response.status, body: await response.json() };
  };

  /** Reads the question as a person using a screen reader hears it, and answers it. */
  const solve = ({ question }: CaptchaChallenge): string => {
    const [, a, op, b] = /^What is (\d+) (plus|minus|times) (\d+)\?$/.exec(question)!;
    const x = Number(a);
    const y = Number(b);
    return String(op === 'plus' ? x + y : op === 'minus' ? x - y : x * y);
  };

  const captchaKey = async (action = 'form_block'): Promise<string> => {
    const { body } = await challenge(DEFAULT_CAPTCHA_SITE_KEY, action);
    const answer = solve(body as CaptchaChallenge);
    const response = await client.send('POST', CAPTCHA_VERIFY_PATH, {
      challengeId: body.challengeId,
      answer: ` ${answer} `,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { captchaKey: string }).captchaKey;
  };

  it('refuses a missing site key and one that is not the site key with the spec messages', async () => {
    expect(await challenge('')).toEqual({
      status: 400,
      body: { error: 'Enterprise V3 ReCaptcha site key not found' },
    });
    expect(await challenge('someone-elses')).toEqual({
      status: 400,
      body: { error: 'ReCaptcha has not been set up!' },
    });
    expect((await challenge(DEFAULT_CAPTCHA_SITE_KEY, 'signup')).status).toBe(400);
  });

  it.each(['form_block', 'newsletter_block', 'product_waitlist', 'promo_popup'])(
    'makes a challenge for the action %s: an SVG and its question',
    async (action) => {
      const { status, body } = await challenge(DEFAULT_CAPTCHA_SITE_KEY, action);
      expect(status).toBe(200);
      expect(body.svg).toMatch(/^<svg /);
      expect(body.question).toMatch(/^What is \d+ (plus|minus|times) \d+\?$/);
    },
  );

  it('is required by a form with captchaEnabled, accepted once solved, refused when reused', async () => {
    await createForm({
      id: 'guarded',
      name: 'Guarded',
      fields: [{ id: 'note', type: 'text' }],
      captchaEnabled: true,
    });
    const body = { formId: 'guarded', form: { note: 'hi' } };
    expect(await save({ ...body, key: await key() })).toEqual({
      status: 400,
      body: { error: CAPTCHA },
    });
    const solved = await captchaKey();
    expect((await save({ ...body, key: await key(), captchaKey: solved })).status).toBe(200);
    expect(await save({ ...body, key: await key(), captchaKey: solved })).toEqual({
      status: 400,
      body: { error: CAPTCHA },
    });
    const waitlist = await captchaKey('product_waitlist');
    expect((await save({ ...body, key: await key(), captchaKey: waitlist })).status).toBe(400);
    expect((await submissions('guarded')).total).toBe(1);
  });

  it('gives one attempt per challenge: a wrong answer uses it up', async () => {
    const { body } = await challenge(DEFAULT_CAPTCHA_SITE_KEY);
    const wrong = await client.send('POST', CAPTCHA_VERIFY_PATH, {
      challengeId: body.challengeId,
      answer: String(Number(solve(body)) + 1),
    });
    expect([wrong.status, await wrong.json()]).toEqual([
      400,
      { error: 'That answer is not right. Please try the new question.' },
    ]);
    const late = await client.send('POST', CAPTCHA_VERIFY_PATH, {
      challengeId: body.challengeId,
      answer: solve(body),
    });
    expect(late.status).toBe(400);
  });
});
