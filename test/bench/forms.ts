// The form block's benchmark row (`npm run bench`): the home page holding a one-field form is
// published; a visitor on the live site fills it and presses Submit; the time from the click to
// the success text in the DOM (key, save, render), measured inside the page. Each round starts
// with fresh cookies, a new visitor (own crumb); the bench server's per-address limits are raised
// (server.ts).
import type { Browser } from '@playwright/test';
import { BlockType } from '../../shared/codes/block-types';
import { clientOfContext, publishSite, resetFirstPage } from '../fixtures/api';
import { putForm } from '../fixtures/forms';
import { signInOwner } from '../fixtures/owner';
import { summarize } from './stats';
import type { Row } from './table';

const ROUNDS = 20;
const FORM_ID = 'bench-submit';
const THANKS = 'Thanks, bench.';

export async function formSubmitRows(browser: Browser, baseUrl: string): Promise<Row[]> {
  const context = await browser.newContext({ baseURL: baseUrl });
  await signInOwner(context.request);
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  const client = clientOfContext(context);
  await putForm(client, {
    id: FORM_ID,
    name: 'Bench submit',
    fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
    parsedSubmissionMessage: `<p>${THANKS}</p>`,
  });
  await resetFirstPage(client, [
    { id: 'bench-form', type: BlockType.form, settings: { formId: FORM_ID } },
  ]);
  await publishSite(client);
  const page = await context.newPage();
  const samples: number[] = [];
  console.log(`bench: ${ROUNDS} form submissions, Submit to the success text…`);
  for (let round = 0; round < ROUNDS; round++) {
    await context.clearCookies();
    await page.goto('/');
    const email = page.getByLabel('Email', { exact: false });
    await email.fill(`bench${round}@example.com`);
    samples.push(
      await page.evaluate(
        (thanks) =>
          new Promise<number>((resolve) => {
            const button = document.querySelector<HTMLButtonElement>('.sb-form-submit');
            const started = performance.now();
            const observer = new MutationObserver(() => {
              if (document.body.textContent?.includes(thanks)) {
                observer.disconnect();
                resolve(performance.now() - started);
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
            button?.click();
          }),
        THANKS,
      ),
    );
  }
  await context.close();
  const summary = summarize(samples);
  return [
    {
      figure: 'Form: Submit click -> success text, median',
      value: summary.median,
      unit: 'ms',
      target: '',
      reference: '',
    },
    {
      figure: 'Form: Submit click -> success text, p95',
      value: summary.p95,
      unit: 'ms',
      target: '',
      reference: '',
    },
  ];
}
