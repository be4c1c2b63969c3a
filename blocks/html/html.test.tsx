// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import { BlockView } from '../BlockView';
import { readSettings, validateSetting } from '../settings';
import { DEFAULT_TEXT, htmlSchema } from './schema';

afterEach(cleanup);

const text = (settings: Record<string, unknown>) => ({ id: 't1', type: 2, settings });

describe('text schema', () => {
  it('has one field, "Text", edited as rich text', () => {
    expect(htmlSchema.fields.map((field) => [field.key, field.label, field.kind])).toEqual([
      ['content', 'Text', 'richtext'],
    ]);
  });

  it('starts with sample text', () => {
    expect(htmlSchema.defaults.content).toEqual(richTextFromPlain(DEFAULT_TEXT));
  });

  it('accepts a serialized editor state and refuses anything else with a message', () => {
    const content = richTextFromPlain('Hello');
    expect(validateSetting(htmlSchema, 'content', content)).toEqual({ ok: true, value: content });
    expect(validateSetting(htmlSchema, 'content', '<p>Hello</p>')).toEqual({
      ok: false,
      message: 'The text could not be read.',
    });
  });

  it('reads a stored value that does not fit as the default', () => {
    expect(readSettings(htmlSchema, { content: { root: 'x' } })).toEqual(htmlSchema.defaults);
  });
});

describe('text renderer', () => {
  it('renders headings and paragraphs from the stored state', () => {
    const content = richTextFromPlain('Welcome', { style: 'h1', align: 'center' });
    render(<BlockView block={text({ content })} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Welcome' });
    expect(heading.className).toBe('sb-rt-align-center');
  });

  it('renders the default text for a block with no settings', () => {
    const { container } = render(<BlockView block={text({})} />);
    expect(container.querySelector('.sb-rich-text p')?.textContent).toBe(DEFAULT_TEXT);
  });
});
