// Member area block (code 67): the locked-content notice in the spec's words ("This page is
// locked", "This page available only site members", from shared/content/locked-page) with a
// sign-in button and an optional join button. The words are fixed; the buttons are settings.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import { requiredTextSchema, textSchema } from '../text-setting';
import type { BlockSchemaDefinition } from '../types';
import { linkUrlSchema } from '../url-schema';

export const MAX_MEMBER_BUTTON_LABEL = 40;

const schema = z.object({
  signInLabel: requiredTextSchema(
    'A label',
    MAX_MEMBER_BUTTON_LABEL,
    'Enter a sign-in label.',
  ).default('Sign in'),
  signInUrl: linkUrlSchema.default('#'),
  joinLabel: textSchema('A label', MAX_MEMBER_BUTTON_LABEL).default('Become a member'),
  joinUrl: linkUrlSchema.default('#'),
});

export type MemberAreaSettings = z.infer<typeof schema>;

export const memberAreaSchema: BlockSchemaDefinition<MemberAreaSettings> = {
  type: BlockType.memberArea,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'signInLabel',
      label: 'Sign-in button label',
      kind: 'text',
      maxLength: MAX_MEMBER_BUTTON_LABEL,
    },
    { key: 'signInUrl', label: 'Sign-in link', kind: 'url', placeholder: '/account/login' },
    {
      key: 'joinLabel',
      label: 'Join button label',
      kind: 'text',
      maxLength: MAX_MEMBER_BUTTON_LABEL,
      help: 'Leave empty to show the sign-in button alone.',
    },
    { key: 'joinUrl', label: 'Join link', kind: 'url', placeholder: '/join' },
  ],
};
