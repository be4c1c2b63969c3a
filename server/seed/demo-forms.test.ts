import { afterAll, describe, expect, it } from 'vitest';
import { BlockType } from '../../shared/codes/block-types';
import { openStores } from '../storage/stores';
import { storeOptions, tempDir } from '../test-helpers';
import {
  DEMO_CONTACT_FORM_ID,
  DEMO_MAILING_LIST_ID,
  DEMO_PREORDER_FORM_ID,
  demoForms,
  NEWSLETTER_FORM_ID,
  seedForms,
} from './demo-forms';
import { buildDemoSite } from './demo-site';

const dir = tempDir('demo-forms');
afterAll(() => dir.remove());

describe('demo forms', () => {
  it('are valid definitions; the newsletter has the field `email`', () => {
    const forms = demoForms();
    expect(forms.map((form) => form.id)).toEqual([
      DEMO_CONTACT_FORM_ID,
      DEMO_PREORDER_FORM_ID,
      NEWSLETTER_FORM_ID,
    ]);
    const newsletter = forms.find((form) => form.id === NEWSLETTER_FORM_ID)!;
    expect(newsletter.fields.map((field) => [field.id, field.type])).toEqual([['email', 'email']]);
  });

  it('the demo site places the contact form', () => {
    const blocks = buildDemoSite({}).pages.flatMap((page) =>
      page.sections.flatMap((section) => section.blocks),
    );
    const forms = blocks.filter((block) => block.type === BlockType.form);
    expect(forms.map((block) => block.settings.formId)).toEqual([DEMO_CONTACT_FORM_ID]);
  });

  it('are seeded once, the newsletter connected to the demo list', async () => {
    const stores = await openStores(storeOptions(dir.path));
    try {
      const now = new Date('2026-01-01T00:00:00Z');
      expect(await seedForms(stores.forms('demo'), now)).toEqual([
        DEMO_MAILING_LIST_ID,
        DEMO_CONTACT_FORM_ID,
        DEMO_PREORDER_FORM_ID,
        NEWSLETTER_FORM_ID,
      ]);
      expect(await seedForms(stores.forms('demo'), now)).toEqual([]);
      expect(await stores.forms('demo').formMailingList(NEWSLETTER_FORM_ID)).toBe(
        DEMO_MAILING_LIST_ID,
      );
      expect(await stores.forms('demo').formMailingList(DEMO_CONTACT_FORM_ID)).toBeNull();
    } finally {
      await stores.close();
    }
  });
});
