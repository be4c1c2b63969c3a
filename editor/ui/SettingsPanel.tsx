// The right column: the selected block's settings, generated from its field descriptors, with
// Duplicate and Delete; below them (or alone, when a section is picked in the outline) the
// section's style. A block that can't be shown says why here too: a stand-in for a stored block
// the editor could not read offers Delete alone; stored values the block can't use are listed;
// fields that fail to draw show an error in the panel, and the rest of the editor goes on.
// A role that may not edit pages sees which block is selected, nothing to change.
import { memo } from 'react';
import { BlockErrorBoundary } from '../../blocks/BlockErrorBoundary';
import { blockDisplayName } from '../../shared/codes/block-types';
import { useCan } from '../auth/owner';
import { blockCodeTip, blockLabel } from './block-label';
import { useEditorState, useEditorStore, useServices, useUiState, useUiStore } from './context';
import { FieldList } from './fields/FieldList';
import { LanguageNote } from './fields/TranslationMarks';
import { SectionStyleFields } from './SectionStyleFields';
import { blockOnPage, sectionIds as listSectionIds } from './selectors';
import { useUnusableSettings } from './unusable-settings';

const NO_PATH: readonly string[] = [];

export const NOT_EDITABLE_HINT = 'Your role cannot change the settings of blocks.';

export const SettingsPanel = memo(function SettingsPanel() {
  const editable = useCan('site:edit');
  const blockId = useEditorState((state) => state.selectedBlockId);
  const sectionId = useUiState((state) => state.sectionId);
  let content = (
    <p className="empty-hint">Select a block in the preview or the outline to edit its settings.</p>
  );
  if (!editable) content = <ViewOnly blockId={blockId} />;
  else if (blockId) content = <BlockSettings key={blockId} blockId={blockId} />;
  else if (sectionId) content = <SectionSettings key={sectionId} sectionId={sectionId} />;
  return (
    <section aria-label="Settings" className="panel settings">
      {content}
    </section>
  );
});

function BlockSettings({ blockId }: { blockId: string }) {
  const store = useEditorStore();
  const ui = useUiStore();
  const { blockSchema } = useServices();
  const type = useEditorState((state) => blockOnPage(state, blockId)?.block.type);
  const sectionId = useEditorState((state) => blockOnPage(state, blockId)?.sectionId);
  const unreadable = useEditorState((state) => blockOnPage(state, blockId)?.block.unreadable);
  const schema = type === undefined || unreadable ? undefined : blockSchema(type);
  const unusable = useUnusableSettings(blockId, schema);
  if (type === undefined || sectionId === undefined) {
    return <p className="empty-hint">The selected block is not on this page.</p>;
  }
  const name = blockDisplayName(type);
  const title = schema?.panelTitle ?? `${name} settings`;
  let fields = <p className="empty-hint">The settings of {name} blocks are not editable yet.</p>;
  if (unreadable) {
    fields = (
      <div className="block-problem">
        <p className="field-error">This block can&apos;t be shown: {unreadable.reason}</p>
        <p className="empty-hint">
          It is kept as it was stored, and saving keeps it so. Delete it, or restore an older
          version from History.
        </p>
      </div>
    );
  } else if (schema) {
    fields = (
      <fieldset className="fields" data-history="editor" aria-label={title}>
        <BlockErrorBoundary resetKey={blockId} title="These settings could not be shown.">
          <FieldList blockId={blockId} fields={schema.fields} basePath={NO_PATH} />
        </BlockErrorBoundary>
      </fieldset>
    );
  }
  return (
    <>
      <h2 className="panel-title" title={blockCodeTip(type)}>
        {schema?.panelTitle ?? name}
      </h2>
      {unusable.length > 0 ? <UnusableNote descriptions={unusable} /> : null}
      {schema && !unreadable ? <LanguageNote /> : null}
      {fields}
      <div className="block-actions">
        {unreadable ? null : (
          <button
            type="button"
            className="button"
            onClick={() => store.getState().duplicateBlock(blockId)}
          >
            Duplicate
          </button>
        )}
        <button
          type="button"
          className="button button-danger"
          onClick={() => {
            const block = blockOnPage(store.getState(), blockId)?.block;
            const label = block ? blockLabel(block, schema?.fields) : name;
            if (store.getState().deleteBlock(blockId).ok)
              ui.getState().setDeleted({ blockId, label });
          }}
        >
          Delete
        </button>
      </div>
      <SectionStyleFields sectionId={sectionId} />
    </>
  );
}

/** The stored values the block can't use, and what the frame shows instead. */
function UnusableNote({ descriptions }: { readonly descriptions: readonly string[] }) {
  return (
    <div className="block-problem">
      <p>
        Some stored values of this block can&apos;t be used, so it shows their defaults until you
        change them:
      </p>
      <ul>
        {descriptions.map((description) => (
          <li key={description}>{description}</li>
        ))}
      </ul>
    </div>
  );
}

function ViewOnly({ blockId }: { blockId: string | null }) {
  const type = useEditorState((state) =>
    blockId ? blockOnPage(state, blockId)?.block.type : undefined,
  );
  return (
    <>
      {type === undefined ? null : (
        <h2 className="panel-title" title={blockCodeTip(type)}>
          {blockDisplayName(type)}
        </h2>
      )}
      <p className="empty-hint">{NOT_EDITABLE_HINT}</p>
    </>
  );
}

function SectionSettings({ sectionId }: { sectionId: string }) {
  const index = useEditorState((state) => listSectionIds(state).indexOf(sectionId));
  if (index < 0) return <p className="empty-hint">Select a block or a section to edit it.</p>;
  return (
    <>
      <h2 className="panel-title">Section {index + 1}</h2>
      <SectionStyleFields sectionId={sectionId} />
    </>
  );
}
