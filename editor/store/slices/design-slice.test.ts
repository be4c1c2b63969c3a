import { beforeEach, describe, expect, it } from 'vitest';
import { hexToHsl } from '../../../shared/design/color';
import { dirtyPaths } from '../../../shared/design/dirty';
import type { DocumentPatch } from '../../../shared/protocol/messages';
import { configureBlocks } from '../block-catalog';
import { useEditor } from '../editor-store';
import { onDocumentPatches } from '../patch-listeners';
import { sampleSite } from '../test-site';

const state = () => useEditor.getState();
const red = hexToHsl('#ff0000')!;
const green = hexToHsl('#00ff00')!;

beforeEach(() => {
  configureBlocks(() => undefined);
  state().load(sampleSite(), 1);
});

describe('design edits in the store', () => {
  it('tracks dirty paths against the loaded design, undoes, and discards to it', () => {
    const saved = state().savedDesign;
    expect(saved).toBe(state().site.design);
    expect(state().updateDesign(['colorPalette', 0], red)).toEqual({ ok: true });
    expect(state().updateDesign(['buttons', 'shape'], 'pill')).toEqual({ ok: true });
    expect(dirtyPaths(saved, state().site.design)).toEqual(['colorPalette', 'buttons']);
    state().undo();
    expect(dirtyPaths(saved, state().site.design)).toEqual(['colorPalette']);
    state().discardDesign();
    expect(state().site.design).toEqual(saved);
    state().undo();
    expect(state().site.design.colorPalette[0]).toEqual(red);
  });

  it('saves: the current design becomes the one Discard restores', () => {
    state().updateDesign(['colorPalette', 0], red);
    state().markDesignSaved();
    expect(dirtyPaths(state().savedDesign, state().site.design)).toEqual([]);
    state().updateDesign(['colorPalette', 0], green);
    state().discardDesign();
    expect(state().site.design.colorPalette[0]).toEqual(red);
  });

  it('sends only the changed colour to the frame and refuses bad values', () => {
    const heard: DocumentPatch[][] = [];
    const stop = onDocumentPatches((patches) => heard.push([...patches]));
    state().updateDesign(['colorPalette', 3], red);
    expect(heard).toEqual([[{ op: 'replace', path: ['design', 'colorPalette', 3], value: red }]]);
    expect(state().updateDesign(['colorPalette', 3], { ...red, lightness: 2 })).toEqual({
      ok: false,
      message: 'Lightness out of bounds',
    });
    expect(heard).toHaveLength(1);
    stop();
  });
});
