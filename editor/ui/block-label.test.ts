import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from '../../blocks/types';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import { blockLabel } from './block-label';

const fields: FieldDescriptor[] = [
  { key: 'url', label: 'Link', kind: 'url' },
  { key: 'label', label: 'Label', kind: 'text' },
];

describe('blockLabel', () => {
  it.each([
    [{ label: 'Learn more' }, fields, 'Button: Learn more'],
    [{ label: '  Shop\n the   sale ' }, fields, 'Button: Shop the sale'],
    [{ label: '' }, fields, 'Button'],
    [{ label: 7 }, fields, 'Button'],
    [{}, fields, 'Button'],
    [{ label: 'Learn more' }, undefined, 'Button'],
    [{ label: 'x'.repeat(50) }, fields, `Button: ${'x'.repeat(39)}…`],
  ])('settings %j', (settings, given, expected) => {
    expect(blockLabel({ id: 'b', type: 53, settings }, given)).toBe(expected);
  });

  it.each([
    [{ content: richTextFromPlain('Welcome\n\nto the shop') }, 'Text: Welcome to the shop'],
    [{ content: 'not rich text' }, 'Text'],
    [{}, 'Text'],
  ])('text block settings %j', (settings, expected) => {
    const textFields: FieldDescriptor[] = [{ key: 'content', label: 'Text', kind: 'richtext' }];
    expect(blockLabel({ id: 't', type: 2, settings }, textFields)).toBe(expected);
  });

  it('names an unknown type', () => {
    expect(blockLabel({ id: 'b', type: 9999, settings: {} }, undefined)).toBe('Unknown block 9999');
  });

  it.each([
    [15, "Unknown block 15 (can't be shown)"],
    [53, "Button (can't be shown)"],
  ])('a stand-in of type %i is named %j', (type, expected) => {
    const standIn = { id: 'x', type, settings: {}, unreadable: { reason: 'stored so' } };
    expect(blockLabel(standIn, fields)).toBe(expected);
  });
});
