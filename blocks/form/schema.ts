// Form block (code 9): its one setting is the id of a form definition kept on the server (so one
// form can sit on several pages and a product can reference it). The definition is edited in the
// block's own panel, the form field editor (editor/ui/forms/).
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import type { BlockSchemaDefinition } from '../types';

export const MAX_FORM_ID = 100;

const schema = z.object({
  formId: z
    .string('A form id is text.')
    .max(MAX_FORM_ID, `A form id can be at most ${MAX_FORM_ID} characters.`)
    .default(''),
});

export type FormSettings = z.infer<typeof schema>;

export const formSchema: BlockSchemaDefinition<FormSettings> = {
  type: BlockType.form,
  schema,
  defaults: schema.parse({}),
  panelTitle: 'Form',
  fields: [{ key: 'formId', label: 'Form', kind: 'custom', panel: 'form-editor' }],
};
