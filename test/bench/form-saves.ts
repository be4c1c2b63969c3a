// The forms benchmark (`npm run bench`): SaveFormSubmission throughput under 50 concurrent
// clients, each a visitor with its own crumb doing key-then-save a few times in a row, against a
// fresh form; then the stored rows are counted, so a lost submission shows as a figure.

import { RULES } from '../../server/limits/rules';
import { TestClient } from '../../server/test-helpers';
import { FORMS_API_PATH, type SubmissionPage, submissionsPath } from '../../shared/api/forms';
import { BENCH_LIMITS, BENCH_OWNER } from './server';
import type { Row } from './table';

const CLIENTS = 50;
/** Per client: within the per-visitor limit, and all clients within the per-address one. */
const SAVES_PER_CLIENT = Math.min(
  3,
  RULES.FORM_SAVE_PER_VISITOR.burst,
  Math.floor((BENCH_LIMITS.FORM_SAVE_PER_ADDRESS ?? RULES.FORM_SAVE_PER_ADDRESS).burst / CLIENTS),
);

async function visitor(baseUrl: string, formId: string, index: number): Promise<number> {
  const client = await new TestClient(baseUrl).start();
  let saved = 0;
  for (let n = 0; n < SAVES_PER_CLIENT; n++) {
    const response = await client.submitForm(formId, {
      name: [`Visitor ${index}`, `${n}`],
      email: `v${index}.${n}@example.com`,
      note: 'hi',
    });
    if (response.ok) saved++;
    else await response.body?.cancel();
  }
  return saved;
}

export async function formSaveRows(baseUrl: string): Promise<Row[]> {
  const owner = await new TestClient(baseUrl).signIn(BENCH_OWNER.email, BENCH_OWNER.password);
  const created = await owner.send('POST', FORMS_API_PATH, {
    name: 'Bench',
    fields: [
      { id: 'name', type: 'name', required: true },
      { id: 'email', type: 'email', required: true },
      { id: 'note', type: 'textarea', maxLength: 500 },
    ],
  });
  if (created.status !== 201) throw new Error(`Creating the bench form: ${created.status}`);
  const { id } = (await created.json()) as { id: string };
  console.log(`bench: ${CLIENTS} visitors saving ${SAVES_PER_CLIENT} submissions each at once…`);
  const started = performance.now();
  const counts = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) => visitor(baseUrl, id, i)),
  );
  const seconds = (performance.now() - started) / 1000;
  const answeredOk = counts.reduce((sum, n) => sum + n, 0);
  const page = (await (
    await owner.request(`${submissionsPath(id)}?pageSize=1`)
  ).json()) as SubmissionPage;
  const sent = CLIENTS * SAVES_PER_CLIENT;
  return [
    {
      figure: `SaveFormSubmission, ${CLIENTS} concurrent clients: saves per second`,
      value: answeredOk / seconds,
      unit: '/s',
      target: '',
      reference: '',
    },
    {
      figure: `SaveFormSubmission, ${CLIENTS} concurrent clients: stored rows missing (of ${sent})`,
      value: sent - page.total,
      unit: '',
      target: '0',
      meets: (v: number) => v === 0,
      reference: '',
    },
  ];
}
