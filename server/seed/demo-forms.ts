// The demo forms and mailing list: a contact form (on the Contact page), a pre-order form (the
// demo product's additional fields), and the newsletter form (field `email`) connected to the
// demo mailing list. Seeded on every start, idempotently: what exists (even edited or
// disconnected by the owner) is left alone, so existing data folders get them once too.
import {
  type FormDefinition,
  type FormDefinitionInput,
  formDefinitionSchema,
} from '../../shared/api/forms';
import type { FormStore } from '../storage/form-store';

export const DEMO_CONTACT_FORM_ID = 'demo-contact-form';
export const DEMO_PREORDER_FORM_ID = 'demo-preorder-form';
export const NEWSLETTER_FORM_ID = 'newsletter';
export const DEMO_MAILING_LIST_ID = 'demo-list';

/** The sign-up form the Newsletter block posts to (field `email`); every site has one. */
export const NEWSLETTER_FORM: FormDefinitionInput = {
  id: NEWSLETTER_FORM_ID,
  name: 'Newsletter',
  fields: [{ id: 'email', type: 'email', title: 'Email Address', required: true }],
  parsedSubmissionMessage: '<p>Thank you for signing up.</p>',
};

const definitions: readonly FormDefinitionInput[] = [
  {
    id: DEMO_CONTACT_FORM_ID,
    name: 'Contact us',
    fields: [
      { id: 'name', type: 'name', title: 'Name', required: true },
      { id: 'email', type: 'email', title: 'Email', required: true },
      { id: 'phone', type: 'phone', title: 'Phone', showCountryCode: true },
      { id: 'address', type: 'address', title: 'Address', description: 'For deliveries only.' },
      {
        id: 'topic',
        type: 'select',
        title: 'Topic',
        options: ['A question', 'An order', 'A workshop visit'],
        required: true,
      },
      {
        id: 'reply',
        type: 'radio',
        title: 'How should we reply?',
        options: ['By email', 'By phone'],
      },
      {
        id: 'message',
        type: 'textarea',
        title: 'Message',
        placeholder: 'How can we help?',
        required: true,
        maxLength: 2000,
      },
      { id: 'source', type: 'hidden', title: 'Source', key: 'utm_source', value: 'website' },
    ],
    parsedSubmissionMessage: '<p>Thank you! We answer within two working days.</p>',
    parsedDisclaimerMessage: '<p>We use your details only to answer you.</p>',
  },
  {
    id: DEMO_PREORDER_FORM_ID,
    name: 'Pre-order details',
    fields: [
      {
        id: 'engraving',
        type: 'text',
        title: 'Engraving',
        description: 'Up to 20 letters, burned into the underside.',
        placeholder: 'Initials or a short word',
      },
      { id: 'delivery', type: 'date', title: 'Preferred delivery date' },
      { id: 'gift', type: 'radio', title: 'Is it a gift?', options: ['Yes', 'No'], required: true },
      { id: 'notes', type: 'textarea', title: 'Notes', maxLength: 500 },
    ],
    parsedSubmissionMessage: '<p>Saved.</p>',
  },
  NEWSLETTER_FORM,
];

/** The demo definitions, checked by the same schema the API uses. */
export function demoForms(): FormDefinition[] {
  return definitions.map((input) => formDefinitionSchema.parse(input));
}

/** Adds whichever demo form or list is missing; returns the ids it added. */
export async function seedForms(store: FormStore, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const added: string[] = [];
  const lists = await store.listMailingLists();
  if (!lists.some((list) => list.id === DEMO_MAILING_LIST_ID)) {
    await store.createMailingList({
      id: DEMO_MAILING_LIST_ID,
      name: 'Juniper & Oak letters',
      createdAt: at,
    });
    added.push(DEMO_MAILING_LIST_ID);
  }
  for (const form of demoForms()) {
    if (!(await store.createForm(form, at))) continue;
    added.push(form.id);
    if (form.id === NEWSLETTER_FORM_ID) {
      await store.setFormMailingList(form.id, DEMO_MAILING_LIST_ID);
    }
  }
  return added;
}
