// A list of items inside a block's settings (gallery images, accordion panels, chart rows): add,
// remove, duplicate, reorder by pointer or keyboard (focus "Move …", Space, arrows, Space) with
// the moves announced (SortableList.tsx), and each item edited by its own field descriptors when
// expanded. In another language than the default, only the items' texts, as that language's
// translation (ListTranslation.tsx).
import { memo, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { FieldContext, FieldDescriptor, SettingsPath } from '../../../blocks/types';
import { imageRefFromFile } from '../../files/image-ref';
import { useEditorState, useEditorStore } from '../context';
import { Feedback } from '../Feedback';
import { errorMessage, NO_MESSAGE } from '../feedback-message';
import { FilesDialog } from '../files/LazyFilesDialog';
import { addFiles } from './add-files';
import { FieldList } from './FieldList';
import { ListTranslation } from './ListTranslation';
import { itemIdOf } from './list-item-id';
import { SortableList, SortableRow } from './SortableList';
import { sortableAnnouncements } from './sortable-announcements';
import { useSettingAt, useSettingsSelector } from './use-setting';

type ListDescriptor = Extract<FieldDescriptor, { kind: 'list' }>;

interface ListProps {
  readonly blockId: string;
  readonly path: SettingsPath;
  readonly field: ListDescriptor;
}

export const ListField = memo(function ListField(props: ListProps) {
  const translating = useEditorState((state) => state.editingLanguage !== null);
  return translating ? <ListTranslation {...props} /> : <ListEditor {...props} />;
});

function ListEditor(props: ListProps) {
  const { blockId, path, field } = props;
  const store = useEditorStore();
  const ids = useSettingsSelector(
    blockId,
    path,
    useShallow((list: unknown) => (Array.isArray(list) ? list.map(itemIdOf) : [])),
  );
  const [message, setMessage] = useState(NO_MESSAGE);
  const [open, setOpen] = useState<string | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const noun = field.itemNoun;
  const announcements = useMemo(() => {
    const name = (id: string) => `${noun} ${ids.indexOf(id) + 1}`;
    return sortableAnnouncements(ids, { pickedUp: name, name });
  }, [ids, noun]);

  const report = (result: { ok: boolean; message?: string }) =>
    setMessage(result.ok ? NO_MESSAGE : errorMessage(result.message ?? ''));

  const full = field.maxItems !== undefined && ids.length >= field.maxItems;
  return (
    <fieldset className="field list-field">
      <legend className="field-label">
        {field.label} <span className="list-count">({ids.length})</span>
      </legend>
      <SortableList
        ids={ids}
        announcements={announcements}
        noun={noun}
        onMove={(from, to) => report(store.getState().moveListItem(blockId, path, from, to))}
      >
        {ids.map((id, index) => (
          <ListItem
            key={id}
            id={id}
            index={index}
            count={ids.length}
            blockId={blockId}
            path={path}
            field={field}
            open={open === id}
            onToggle={() => setOpen(open === id ? null : id)}
            onResult={report}
          />
        ))}
      </SortableList>
      <button
        type="button"
        className="button"
        aria-disabled={full ? true : undefined}
        onClick={() => {
          if (full) {
            setMessage(errorMessage(`A list holds at most ${field.maxItems} ${noun}s.`));
            return;
          }
          if (field.addFromFiles) {
            setBrowsing(true);
            return;
          }
          const result = store.getState().insertListItem(blockId, path, field.newItem());
          report(result);
          if (result.ok) setOpen(null);
        }}
      >
        {field.addLabel}
      </button>
      {browsing && field.addFromFiles ? (
        <FilesDialog
          onClose={() => setBrowsing(false)}
          onPickMany={(files) => {
            setBrowsing(false);
            setMessage(
              addFiles(files, (file) =>
                store.getState().insertListItem(blockId, path, {
                  ...field.newItem(),
                  [field.addFromFiles as string]: imageRefFromFile(file),
                }),
              ),
            );
          }}
        />
      ) : null}
      <Feedback tone={message.tone} className="field-error">
        {message.text}
      </Feedback>
    </fieldset>
  );
}

const ListItem = memo(function ListItem(props: {
  id: string;
  index: number;
  count: number;
  blockId: string;
  path: SettingsPath;
  field: ListDescriptor;
  open: boolean;
  onToggle: () => void;
  onResult: (result: { ok: boolean; message?: string }) => void;
}) {
  const { id, index, count, blockId, path, field, open, onToggle, onResult } = props;
  const store = useEditorStore();
  const itemPath = useMemo(() => [...path, index], [path, index]);
  const item = useSettingAt(blockId, itemPath);
  const label = field.itemLabel((item ?? {}) as FieldContext, index);
  return (
    <SortableRow
      id={id}
      name={`${field.itemNoun} ${index + 1}`}
      title={label}
      open={open}
      onToggle={onToggle}
      onDuplicate={() => onResult(store.getState().duplicateListItem(blockId, path, index))}
      onRemove={() => onResult(store.getState().removeListItem(blockId, path, index))}
      removeDisabled={field.minItems !== undefined && count <= field.minItems}
    >
      <FieldList blockId={blockId} fields={field.itemFields} basePath={itemPath} />
    </SortableRow>
  );
});
