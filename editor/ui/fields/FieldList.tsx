// The controls for a list of field descriptors: the block's own fields, or one list item's. A
// field whose `visibleWhen` says it does not apply (an option of another gallery design) is not
// shown, and its value stays in the document. The list re-renders only when which fields apply
// changes, not on every keystroke. In another language than the default a text with no
// translation yet (a block's own or a list item's) is marked (TranslationMarks.tsx).
import { Fragment, memo, useMemo } from 'react';
import { valueAt } from '../../../blocks/settings';
import type { FieldContext, FieldDescriptor, SettingsPath } from '../../../blocks/types';
import { useEditorState, useServices } from '../context';
import { findBlock } from '../selectors';
import { customPanel } from './custom-panels';
import { ImageField } from './ImageField';
import { ListField } from './ListField';
import { ProductField } from './ProductField';
import { RichTextField } from './rich-text/RichTextField';
import { SettingsField } from './SettingsField';
import { UntranslatedMark } from './TranslationMarks';
import './fields.css';

export const FieldList = memo(function FieldList(props: {
  blockId: string;
  fields: readonly FieldDescriptor[];
  /** Where the fields' keys live: [] for the block's settings, ['items', 2] for an item. */
  basePath: SettingsPath;
}) {
  const { blockId, fields, basePath } = props;
  const { blockSchema } = useServices();
  const applies = useEditorState((state) => {
    const block = findBlock(state, blockId);
    if (!block) return '';
    const stored = basePath.length === 0 ? block.settings : valueAt(block.settings, basePath);
    const defaults = basePath.length === 0 ? blockSchema(block.type)?.defaults : undefined;
    const context = { ...defaults, ...(stored as FieldContext | undefined) };
    return fields
      .map((field) => (!field.visibleWhen || field.visibleWhen(context) ? '1' : '0'))
      .join('');
  });
  const paths = useMemo(() => fields.map((field) => [...basePath, field.key]), [fields, basePath]);
  return (
    <>
      {fields.map((field, index) =>
        applies[index] === '1' ? (
          <Fragment key={field.key}>
            <FieldSwitch blockId={blockId} path={paths[index]!} field={field} />
            <UntranslatedMark blockId={blockId} path={paths[index]!} />
          </Fragment>
        ) : null,
      )}
    </>
  );
});

function FieldSwitch(props: { blockId: string; path: SettingsPath; field: FieldDescriptor }) {
  const { blockId, path, field } = props;
  switch (field.kind) {
    case 'list':
      return <ListField blockId={blockId} path={path} field={field} />;
    case 'image':
      return <ImageField blockId={blockId} path={path} field={field} />;
    case 'richtext':
      return <RichTextField blockId={blockId} path={path} field={field} />;
    case 'product':
      return <ProductField blockId={blockId} path={path} field={field} />;
    case 'custom': {
      const Panel = customPanel(field.panel);
      return Panel ? (
        <Panel blockId={blockId} path={path} />
      ) : (
        <p className="empty-hint">The {field.label} panel is not available in this editor.</p>
      );
    }
    default:
      return <SettingsField blockId={blockId} path={path} field={field} />;
  }
}
