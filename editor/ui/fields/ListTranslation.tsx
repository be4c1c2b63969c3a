// A list field while the editor edits another language than the default (docs/languages.md
// "Translating in the editor"): every item's texts, edited as that language's translation with
// the same marks as a block's own texts, and nothing else of the items. Adding, removing and
// moving items, their images and their other settings belong to the default language, which a
// note under the list's name says.
import { memo, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { holdsWords } from '../../../blocks/text-keys';
import type { FieldContext, FieldDescriptor, SettingsPath } from '../../../blocks/types';
import { capitalised } from '../../../shared/content/capitalised';
import { FieldList } from './FieldList';
import { itemIdOf } from './list-item-id';
import { ListLanguageNote } from './TranslationMarks';
import { useSettingAt, useSettingsSelector } from './use-setting';

type ListDescriptor = Extract<FieldDescriptor, { kind: 'list' }>;

/** An item's fields that hold words, and its lists (whose items' texts are translated too). */
const translatedFields = (fields: readonly FieldDescriptor[]) =>
  fields.filter((field) => field.kind === 'list' || holdsWords(field));

export const ListTranslation = memo(function ListTranslation(props: {
  blockId: string;
  path: SettingsPath;
  field: ListDescriptor;
}) {
  const { blockId, path, field } = props;
  const ids = useSettingsSelector(
    blockId,
    path,
    useShallow((list: unknown) => (Array.isArray(list) ? list.map(itemIdOf) : [])),
  );
  const fields = useMemo(() => translatedFields(field.itemFields), [field.itemFields]);
  return (
    <fieldset className="field list-field list-translation">
      <legend className="field-label">
        {field.label} <span className="list-count">({ids.length})</span>
      </legend>
      {path.length === 1 ? <ListLanguageNote noun={field.itemNoun} /> : null}
      {fields.length === 0 ? (
        <p className="field-help">No texts to translate.</p>
      ) : (
        <ol className="list-translation-items">
          {ids.map((id, index) => (
            <TranslatedItem
              key={id}
              index={index}
              blockId={blockId}
              path={path}
              field={field}
              fields={fields}
            />
          ))}
        </ol>
      )}
    </fieldset>
  );
});

const TranslatedItem = memo(function TranslatedItem(props: {
  index: number;
  blockId: string;
  path: SettingsPath;
  field: ListDescriptor;
  fields: readonly FieldDescriptor[];
}) {
  const { index, blockId, path, field, fields } = props;
  const itemPath = useMemo(() => [...path, index], [path, index]);
  const item = useSettingAt(blockId, itemPath);
  const name = `${capitalised(field.itemNoun)} ${index + 1}`;
  const label = field.itemLabel((item ?? {}) as FieldContext, index);
  return (
    <li className="list-translation-item">
      <fieldset className="list-translation-group">
        <legend className="list-translation-name">
          {name}
          {label !== name ? <span className="list-translation-label">: {label}</span> : null}
        </legend>
        <FieldList blockId={blockId} fields={fields} basePath={itemPath} />
      </fieldset>
    </li>
  );
});
