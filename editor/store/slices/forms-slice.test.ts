import { beforeEach, describe, expect, it } from 'vitest';
import { formDefinition } from '../../../blocks/form/fixtures';
import { configureBlocks } from '../block-catalog';
import { useEditor } from '../editor-store';
import { onDocumentPatches } from '../patch-listeners';
import { sampleSite } from '../test-site';

const state = () => useEditor.getState();

const form = formDefinition('contact', 'Contact', [{ id: 'email', type: 'email', title: 'Email' }]);

beforeEach(() => {
  configureBlocks(() => undefined);
  state().load(sampleSite(), 1);
  state().loadFormDraft(form);
});

describe('form drafts', () => {
  it('each edit is one undo step beside the document edits, and the site is untouched', () => {
    const heard: unknown[] = [];
    const stop = onDocumentPatches((patches) => heard.push(patches));
    const site = state().site;
    state().editForm('contact', (draft) => {
      draft.name = 'Write to us';
    });
    state().editForm('contact', (draft) => {
      draft.fields.push({ id: 'msg', type: 'textarea', title: 'Message' });
    });
    expect(state().formDrafts.contact?.fields).toHaveLength(2);
    state().undo();
    expect(state().formDrafts.contact?.fields).toHaveLength(1);
    expect(state().formDrafts.contact?.name).toBe('Write to us');
    state().undo();
    expect(state().formDrafts.contact?.name).toBe('Contact');
    expect(state().canUndo).toBe(false);
    state().redo();
    expect(state().formDrafts.contact?.name).toBe('Write to us');
    expect(state().site).toBe(site);
    expect(heard).toEqual([]);
    stop();
  });

  it('typing with one merge key is one step; an unknown form is left alone', () => {
    for (const name of ['W', 'Wr', 'Wri']) {
      state().editForm(
        'contact',
        (draft) => {
          draft.name = name;
        },
        'contact:name',
      );
    }
    state().editForm('nope', (draft) => {
      draft.name = 'x';
    });
    expect(state().formDrafts.nope).toBeUndefined();
    state().undo();
    expect(state().formDrafts.contact?.name).toBe('Contact');
    expect(state().canUndo).toBe(false);
  });
});
