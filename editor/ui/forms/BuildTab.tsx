// The Build tab: the form's name and its fields: add a field of any type, reorder by pointer or
// keyboard (focus "Move …", Space, arrows, Space; Escape cancels) with the moves announced,
// duplicate, remove, and edit each field's settings. The list is the settings panel's list
// fields' own (editor/ui/fields/SortableList.tsx), so both look and work alike.
import { useId, useMemo, useState } from 'react';
import type { FormDefinition, FormFieldDefinition } from '../../../blocks/form/wire';
import { FORM_FIELD_TYPES, type FormFieldType } from '../../../shared/forms/field-types';
import { newId } from '../../store/ids';
import { SortableList, SortableRow } from '../fields/SortableList';
import { sortableAnnouncements } from '../fields/sortable-announcements';
import { FieldSettings } from './FieldSettings';
import {
  addField,
  duplicateField,
  FIELD_TYPE_LABELS,
  fieldLabel,
  moveField,
  newField,
  removeField,
  setFormSetting,
} from './form-edits';
import type { EditForm } from './use-form';

function FieldRow(props: {
  readonly form: FormDefinition;
  readonly field: FormFieldDefinition;
  readonly index: number;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly edit: EditForm;
}) {
  const { form, field, index, edit } = props;
  const name = fieldLabel(field, index);
  return (
    <SortableRow
      id={field.id}
      name={name}
      title={
        <>
          {name} <span className="form-field-type">({FIELD_TYPE_LABELS[field.type]})</span>
        </>
      }
      open={props.open}
      onToggle={props.onToggle}
      onDuplicate={() => edit(duplicateField(field.id, newId()))}
      onRemove={() => edit(removeField(field.id))}
    >
      <FieldSettings formId={form.id} field={field} edit={edit} />
    </SortableRow>
  );
}

export function BuildTab({
  form,
  edit,
}: {
  readonly form: FormDefinition;
  readonly edit: EditForm;
}) {
  const id = useId();
  const [type, setType] = useState<FormFieldType>('text');
  const [open, setOpen] = useState<string | null>(null);
  const ids = form.fields.map((field) => field.id);
  const announcements = useMemo(() => {
    const name = (fieldId: string) => {
      const index = ids.indexOf(fieldId);
      const field = form.fields[index];
      return field ? fieldLabel(field, index) : 'field';
    };
    return sortableAnnouncements(ids, {
      pickedUp: (fieldId) => `${name(fieldId)}, field ${ids.indexOf(fieldId) + 1}`,
      name,
    });
  }, [ids, form.fields]);

  return (
    <div className="form-build">
      <div className="form-setting">
        <label htmlFor={`${id}-name`}>Form name</label>
        <input
          id={`${id}-name`}
          type="text"
          value={form.name}
          onChange={(event) =>
            edit(setFormSetting('name', event.target.value), `form:${form.id}:name`)
          }
        />
      </div>
      <fieldset className="field list-field">
        <legend className="field-label">
          Fields <span className="list-count">({ids.length})</span>
        </legend>
        <SortableList
          ids={ids}
          announcements={announcements}
          noun="field"
          onMove={(from, to) => edit(moveField(from, to))}
        >
          {form.fields.map((field, index) => (
            <FieldRow
              key={field.id}
              form={form}
              field={field}
              index={index}
              open={open === field.id}
              onToggle={() => setOpen(open === field.id ? null : field.id)}
              edit={edit}
            />
          ))}
        </SortableList>
        <div className="form-add-field">
          <label htmlFor={`${id}-type`}>Field type</label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(event) => setType(event.target.value as FormFieldType)}
          >
            {FORM_FIELD_TYPES.map((choice) => (
              <option key={choice} value={choice}>
                {FIELD_TYPE_LABELS[choice]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button"
            onClick={() => {
              const field = newField(type, newId());
              edit(addField(field));
              setOpen(field.id);
            }}
          >
            Add field
          </button>
        </div>
      </fieldset>
    </div>
  );
}
