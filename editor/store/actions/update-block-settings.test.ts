import { describe, expect, it } from 'vitest';
import { applyPathPatches } from '../../../shared/document/patches';
import { BUTTON, block, page, SPACER, section, site } from '../test-site';
import { runPlan } from './testing';
import { settingsMergeKey, updateBlockSettings } from './update-block-settings';

const start = () =>
  site([
    page('home', [
      section('s1', [block('btn', BUTTON, { label: 'Old', newTab: false }), block('sp', SPACER)]),
    ]),
    page('about', [section('s2', [block('far', BUTTON, { label: 'Far' })])]),
  ]);

function settingsOf(target: ReturnType<typeof start>, blockId: string) {
  for (const p of target.pages)
    for (const s of p.sections) for (const b of s.blocks) if (b.id === blockId) return b.settings;
  return undefined;
}

describe('updateBlockSettings', () => {
  it.each([
    ['a valid label', 'btn', 'label', 'New', { label: 'New', newTab: false }],
    ['a boolean', 'btn', 'newTab', true, { label: 'Old', newTab: true }],
    ['a block on another page', 'far', 'label', 'Near', { label: 'Near' }],
    ['any JSON value of a type without a definition', 'sp', 'height', 40, { height: 40 }],
  ])('stores %s as the value itself', (_name, blockId, key, value, expected) => {
    const run = runPlan(start(), (current, ctx) =>
      updateBlockSettings(current, ctx, blockId, key, value),
    );
    expect(run.outcome).toEqual({ ok: true, mergeKey: settingsMergeKey(blockId, key) });
    expect(settingsOf(run.after, blockId)).toEqual(expected);
    expect(applyPathPatches(run.after, run.inverse)).toEqual(run.before);
  });

  it('changes nothing when the value is already stored', () => {
    const run = runPlan(start(), (current, ctx) =>
      updateBlockSettings(current, ctx, 'btn', 'label', 'Old'),
    );
    expect(run.outcome.ok).toBe(true);
    expect(run.after).toBe(run.before);
  });

  it.each([
    ['a value the schema refuses', 'btn', 'label', '', 'Enter a label.'],
    ['a wrong type', 'btn', 'newTab', 'yes', expect.any(String)],
    [
      'a key the block type does not have',
      'btn',
      'colour',
      'red',
      'This block has no setting named colour.',
    ],
    ['a prototype key', 'sp', '__proto__', {}, '__proto__ is not one of the expected options.'],
    ['a missing block', 'zz', 'label', 'x', 'That block no longer exists.'],
  ])('refuses %s and leaves the document untouched', (_name, blockId, key, value, message) => {
    const run = runPlan(start(), (current, ctx) =>
      updateBlockSettings(current, ctx, blockId, key, value),
    );
    expect(run.outcome).toEqual({ ok: false, message });
    expect(run.after).toBe(run.before);
  });

  it('merge keys differ per block and per key', () => {
    const keys = new Set([
      settingsMergeKey('a', 'label'),
      settingsMergeKey('a', 'size'),
      settingsMergeKey('b', 'label'),
      settingsMergeKey('al', 'abel'),
    ]);
    expect(keys.size).toBe(4);
  });
});
