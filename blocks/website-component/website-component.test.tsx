// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { websiteComponentSchema } from './schema';

afterEach(cleanup);

const component = (settings: Record<string, unknown> = {}) => ({ id: 'c', type: 1337, settings });

describe('website component', () => {
  it.each([
    ['name', 'Site header', true],
    ['name', '  ', 'Enter a component name.'],
    ['name', 'x'.repeat(81), 'A component name can be at most 80 characters.'],
    ['description', '', true],
    ['description', 'x'.repeat(301), 'A description can be at most 300 characters.'],
  ] as const)('%s = %j -> %j', (key, value, expected) => {
    const result = validateSetting(websiteComponentSchema, key, value);
    expect(result).toEqual(
      expected === true ? { ok: true, value } : { ok: false, message: expected },
    );
  });

  it('shows the sample component as a named card by default', () => {
    render(<BlockView block={component()} />);
    const card = screen.getByRole('region', { name: 'Announcement bar' });
    expect(card.textContent).toContain('Website component');
    expect(card.textContent).toContain('A slim strip for news and offers');
  });

  it('shows the owner’s name and leaves out an empty description', () => {
    const { container } = render(
      <BlockView block={component({ name: 'Site header', description: '' })} />,
    );
    expect(screen.getByRole('heading', { name: 'Site header' })).toBeTruthy();
    expect(container.querySelector('.sb-component-description')).toBeNull();
  });
});
