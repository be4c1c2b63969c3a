// Code block (code 23): the owner's own HTML, shown rendered (sanitized, see ../html-sanitize.ts)
// or as source code with a language label.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import type { BlockSchemaDefinition } from '../types';

export const MAX_CODE_LENGTH = 100_000;
export const MAX_LANGUAGE_LENGTH = 40;
export const CODE_DISPLAYS = ['html', 'code'] as const;

export const DEFAULT_CODE = `<h2>Made by hand, made to last</h2>
<p>Every piece leaves our studio <strong>checked twice</strong>:</p>
<ul>
  <li>Solid oak and ash from local mills</li>
  <li>Natural oil finish, no lacquer</li>
  <li>Repairs free for ten years</li>
</ul>`;

const schema = z.object({
  code: z
    .string('Code must be text.')
    .max(MAX_CODE_LENGTH, 'Code can be at most 100,000 characters.')
    .default(DEFAULT_CODE),
  display: z.enum(CODE_DISPLAYS, 'Choose HTML or code.').default('html'),
  language: z
    .string('A language must be text.')
    .max(MAX_LANGUAGE_LENGTH, `A language label can be at most ${MAX_LANGUAGE_LENGTH} characters.`)
    .default('HTML'),
});

export type CodeSettings = z.infer<typeof schema>;

export const codeSchema: BlockSchemaDefinition<CodeSettings> = {
  type: BlockType.code,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'code',
      label: 'Code',
      kind: 'textarea',
      maxLength: MAX_CODE_LENGTH,
      rows: 12,
      code: true,
    },
    {
      key: 'display',
      label: 'Show as',
      kind: 'choice',
      display: 'segmented',
      options: [
        { value: 'html', label: 'HTML' },
        { value: 'code', label: 'Code' },
      ],
      help: 'HTML shows the result; Code shows the text itself. Scripts and forms are removed from HTML.',
    },
    {
      key: 'language',
      label: 'Language',
      kind: 'text',
      translatable: false,
      maxLength: MAX_LANGUAGE_LENGTH,
      placeholder: 'HTML, CSS, JavaScript',
      help: 'The label above the code.',
      visibleWhen: (context) => context.display === 'code',
    },
  ],
};
