// The Build tab: the form's name and its fields: add a field of any type, reorder by pointer or
// keyboard (focus "Move …", Space, arrows, Space; Escape cancels) with the moves announced,
// duplicate, remove, and edit each field's settings. The list styles are the settings panel's
// list fields' (editor/ui/fields/ListField.tsx), so both look and work alike.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useMemo, useState } from 'react';
import type { FormDefinition, FormFieldDefinition } from '../../../blocks/form/wire';
import { FORM_FIELD_TYPES, type FormFieldType } from '../../../shared/forms/field-types';
import { newId } from '../../store/ids';
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
  const sortable = useSortable({ id: field.id });
  const bodyId = useId();
  const name = fieldLabel(field, index);
  return (
    <li
      ref={sortable.setNodeRef}
      className={sortable.isDragging ? 'list-item is-dragging' : 'list-item'}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
    >
      <div className="list-item-row">
        <button
          type="button"
          className="drag-handle"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Move ${name}`}
          aria-roledescription="sortable"
        >
          ⠿
        </button>
        <button
          type="button"
          className="list-item-toggle"
          aria-expanded={props.open}
          aria-controls={bodyId}
          onClick={props.onToggle}
        >
          {name} <span className="form-field-type">({FIELD_TYPE_LABELS[field.type]})</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Duplicate ${name}`}
          title="Duplicate"
          onClick={() => edit(duplicateField(field.id, newId()))}
        >
          ⧉
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Remove ${name}`}
          title="Remove"
          onClick={() => edit(removeField(field.id))}
        >
          ×
        </button>
      </div>
      {props.open ? (
        <div id={bodyId} className="list-item-body">
          <FieldSettings formId={form.id} field={field} edit={edit} />
        </div>
      ) : null}
    </li>
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo<Announcements>(() => {
    const name = (fieldId: unknown) => {
      const index = ids.indexOf(String(fieldId));
      const field = form.fields[index];
      return field ? fieldLabel(field, index) : 'field';
    };
    const at = (fieldId: unknown) => ids.indexOf(String(fieldId)) + 1;
    return {
      onDragStart: ({ active }) =>
        `Picked up ${name(active.id)}, field ${at(active.id)} of ${ids.length}.`,
      onDragOver: ({ active, over }) =>
        over
          ? `${name(active.id)} is over position ${at(over.id)} of ${ids.length}.`
          : `${name(active.id)} is not over a position.`,
      onDragEnd: ({ active, over }) =>
        over
          ? `${name(active.id)} moved to position ${at(over.id)} of ${ids.length}.`
          : `${name(active.id)} was dropped where it was.`,
      onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
    };
  }, [ids, form.fields]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    edit(moveField(ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

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
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To move a field, press Space to pick it up, use the arrow keys to move it, then press Space again to drop it or Escape to cancel.',
            },
          }}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="list-items">
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
            </ol>
          </SortableContext>
        </DndContext>
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
