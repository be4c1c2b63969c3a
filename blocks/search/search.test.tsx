// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH_SITE_WORDS } from '../../shared/i18n/site-words';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';

const SEARCH_FIELD_LABEL = ENGLISH_SITE_WORDS.searchField;

import { searchSchema } from './schema';

afterEach(cleanup);

const search = (settings: Record<string, unknown>) => ({ id: 's1', type: 33, settings });

describe('search schema', () => {
  it('starts as a clean outlined field reading "Search"', () => {
    expect(searchSchema.defaults).toEqual({
      placeholder: 'Search',
      style: 'outline',
      size: 'medium',
      align: 'left',
    });
  });

  it.each([
    ['placeholder', 'x'.repeat(101), 'A placeholder can be at most 100 characters.'],
    ['style', 'ghost', 'Choose outline or filled.'],
    ['size', 'tiny', 'Choose small, medium or large.'],
    ['align', 'middle', 'Choose left, center or right.'],
  ] as const)('refuses %s = %j', (key, value, message) => {
    expect(validateSetting(searchSchema, key, value)).toEqual({ ok: false, message });
  });
});

describe('search renderer', () => {
  it('is a search landmark that sends the words to /search as q', () => {
    render(<BlockView block={search({})} />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    const field = screen.getByRole('searchbox', { name: SEARCH_FIELD_LABEL });
    expect(field.getAttribute('name')).toBe('q');
    expect(field.getAttribute('placeholder')).toBe('Search');
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each([
    ['style', 'filled', 'sb-search--filled'],
    ['size', 'large', 'sb-search--large'],
    ['align', 'center', 'sb-search--center'],
  ])('applies %s = %s', (key, value, className) => {
    render(<BlockView block={search({ [key]: value })} />);
    expect(screen.getByRole('search').classList.contains(className)).toBe(true);
  });

  it('shows the placeholder the owner chose', () => {
    render(<BlockView block={search({ placeholder: 'Find a plant' })} />);
    expect(screen.getByPlaceholderText('Find a plant')).toBeTruthy();
  });
});
