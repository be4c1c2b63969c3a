// Newsletter block (code 51): a sign-up form's look (title, description, email field, optional
// first and last name, button, disclaimer) in a stacked or inline layout. Sending is wired later
// with the forms; for now a submit only says that sign-up is not connected yet.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { alignField, alignSchema } from '../align';
import { choiceOptions, choiceSchema } from '../choices';
import { requiredTextSchema, textSchema } from '../text-setting';
import type { BlockSchemaDefinition } from '../types';

export const MAX_TITLE = 200;
export const MAX_TEXT = 1000;
export const MAX_PLACEHOLDER = 100;
export const MAX_BUTTON_LABEL = 80;

export const LAYOUT_CHOICES = [
  { value: 'stacked', label: 'Stacked' },
  { value: 'inline', label: 'Inline' },
] as const;

const text = (name: string, max: number, fallback: string) =>
  textSchema(name, max).default(fallback);

const schema = z.object({
  title: text('A title', MAX_TITLE, 'Subscribe'),
  description: text('A description', MAX_TEXT, 'Sign up to receive news and updates.'),
  placeholder: text('A placeholder', MAX_PLACEHOLDER, 'Email Address'),
  buttonLabel: requiredTextSchema(
    'A button label',
    MAX_BUTTON_LABEL,
    'Enter a button label.',
  ).default('Sign Up'),
  showName: z.boolean('Choose on or off.').default(false),
  layout: choiceSchema(LAYOUT_CHOICES, 'stacked'),
  disclaimer: text('A disclaimer', MAX_TEXT, 'We respect your privacy.'),
  align: alignSchema().default('center'),
});

export type NewsletterSettings = z.infer<typeof schema>;

export const newsletterSchema: BlockSchemaDefinition<NewsletterSettings> = {
  type: BlockType.newsletter,
  schema,
  defaults: schema.parse({}),
  fields: [
    { key: 'title', label: 'Title', kind: 'text', maxLength: MAX_TITLE },
    { key: 'description', label: 'Description', kind: 'textarea', maxLength: MAX_TEXT, rows: 3 },
    {
      key: 'placeholder',
      label: 'Email field placeholder',
      kind: 'text',
      maxLength: MAX_PLACEHOLDER,
    },
    { key: 'buttonLabel', label: 'Button label', kind: 'text', maxLength: MAX_BUTTON_LABEL },
    {
      key: 'showName',
      label: 'Ask for a name',
      kind: 'boolean',
      help: 'Adds First Name and Last Name fields.',
    },
    {
      key: 'layout',
      label: 'Layout',
      kind: 'choice',
      display: 'segmented',
      options: choiceOptions(LAYOUT_CHOICES),
      help: 'Inline puts the fields and the button on one line; on phones they stack.',
    },
    { key: 'disclaimer', label: 'Disclaimer', kind: 'textarea', maxLength: MAX_TEXT, rows: 2 },
    alignField(),
  ],
};
