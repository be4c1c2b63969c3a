import { applyPatches, enablePatches, type Patch, produceWithPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { applyPathPatches, PatchMismatch, type PathPatch, setValuePatches } from './patches';

enablePatches();

const site = () => ({
  pages: [
    { id: 'home', sections: [{ id: 's1', blocks: [{ id: 'a', settings: { label: 'Hi' } }] }] },
    { id: 'about', sections: [{ id: 's2', blocks: [] as { id: string; settings: object }[] }] },
  ],
  footer: { sections: [] as unknown[] },
});
type Doc = ReturnType<typeof site>;

// Edits immer turns into patches: what the editor records and sends.
const edits: Record<string, (draft: Doc) => void> = {
  'a value typed': (d) => {
    d.pages[0]!.sections[0]!.blocks[0]!.settings = { label: 'Hi there' };
  },
  'a key added': (d) => {
    (d.pages[0]!.sections[0]!.blocks[0]!.settings as Record<string, string>).url = '/x';
  },
  'a block inserted first': (d) => {
    d.pages[0]!.sections[0]!.blocks.unshift({ id: 'b', settings: {} });
  },
  'a block moved between pages': (d) => {
    const [block] = d.pages[0]!.sections[0]!.blocks.splice(0, 1);
    d.pages[1]!.sections[0]!.blocks.push(block!);
  },
  'a page removed': (d) => {
    d.pages.splice(0, 1);
  },
  'several changes': (d) => {
    d.pages.push({ id: 'new', sections: [] });
    d.pages[0]!.id = 'start';
    d.footer.sections.push({ id: 'f' });
    delete (d as Partial<Doc>).footer;
  },
};

describe('applyPathPatches', () => {
  it.each(Object.entries(edits))('gives what immer gives for %s, and undoes it', (_, edit) => {
    const before = site();
    const snapshot = structuredClone(before);
    const [after, patches, inverse] = produceWithPatches(before, edit);
    const ours = applyPathPatches(before, patches);
    expect(ours).toEqual(after);
    expect(applyPathPatches(ours, inverse)).toEqual(before);
    expect(applyPatches(before, patches)).toEqual(ours);
    expect(before).toEqual(snapshot);
  });

  it('keeps every node off the patched path', () => {
    const before = site();
    const after = applyPathPatches(before, [
      {
        op: 'replace',
        path: ['pages', 0, 'sections', 0, 'blocks', 0, 'settings', 'label'],
        value: 'Yo',
      },
    ]);
    expect(after.pages[0]!.sections[0]!.blocks[0]!.settings).toEqual({ label: 'Yo' });
    expect(after.pages[1]).toBe(before.pages[1]);
    expect(after.footer).toBe(before.footer);
    expect(after.pages[0]).not.toBe(before.pages[0]);
  });

  it.each<[string, PathPatch]>([
    ['a missing container', { op: 'replace', path: ['pages', 5, 'id'], value: 'x' }],
    ['a missing key on the way', { op: 'add', path: ['nothing', 'here'], value: 1 }],
    ['an index past the end', { op: 'replace', path: ['pages', 2], value: {} }],
    ['a removal past the end', { op: 'remove', path: ['pages', 2] }],
    ['an index that is not one', { op: 'add', path: ['pages', 'x'], value: {} }],
    ['the prototype', { op: 'add', path: ['__proto__', 'polluted'], value: true }],
    ['a prototype key last', { op: 'add', path: ['pages', 0, 'constructor'], value: 1 }],
    ['no path', { op: 'replace', path: [], value: 1 }],
  ])('refuses %s, changing nothing', (_, patch) => {
    const before = site();
    expect(() => applyPathPatches(before, [patch])).toThrow(PatchMismatch);
    expect(before).toEqual(site());
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('setValuePatches', () => {
  const path = ['pages', 0, 'sections', 0, 'blocks', 0, 'settings'];

  it('replaces a value and undoes it with the old one', () => {
    const change = setValuePatches(site(), [...path, 'label'], 'New');
    expect(change).toEqual({
      patch: { op: 'replace', path: [...path, 'label'], value: 'New' },
      inverse: { op: 'replace', path: [...path, 'label'], value: 'Hi' },
    });
  });

  it('adds a key the object lacks and undoes it by removing it', () => {
    const before = site();
    const change = setValuePatches(before, [...path, 'url'], '/x')!;
    const after = applyPathPatches(before, [change.patch]);
    expect(after.pages[0]!.sections[0]!.blocks[0]!.settings).toEqual({ label: 'Hi', url: '/x' });
    expect(applyPathPatches(after, [change.inverse])).toEqual(before);
    // immer reads the pair the same way
    expect(applyPatches(before, [change.patch as Patch])).toEqual(after);
  });

  it('is null when the value is already there, and refuses a missing parent', () => {
    expect(setValuePatches(site(), [...path, 'label'], 'Hi')).toBeNull();
    expect(() => setValuePatches(site(), ['pages', 9, 'id'], 'x')).toThrow(PatchMismatch);
  });
});
