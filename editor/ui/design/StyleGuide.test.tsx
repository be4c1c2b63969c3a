// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fontStack } from '../../../shared/design/fonts';
import { defaultDesign } from '../../../shared/design/site-design';
import { StyleGuide } from './StyleGuide';

afterEach(cleanup);

describe('StyleGuide', () => {
  it('draws each text style in its own font and size, and the site’s colours, on one page', () => {
    const design = { ...defaultDesign(), activeFontThemeId: 'editorial' };
    render(<StyleGuide design={design} />);
    const guide = screen.getByRole('region', { name: 'Style guide' });
    const heading = within(guide).getByText('Heading 1');
    expect(heading.style.fontFamily).toBe(fontStack('didone'));
    expect(heading.style.fontSize).toBe('2.25rem');
    expect(within(guide).getByText('Paragraph').style.fontFamily).toBe(fontStack('geometric'));
    expect(within(guide).getByText('Heading 2').style.fontSize).toBe('1.688rem');
    const palette = within(guide).getByRole('list', { name: 'Palette' });
    expect(within(palette).getAllByRole('listitem')).toHaveLength(5);
    const themes = within(guide).getByRole('list', { name: 'Colour themes' });
    expect(within(themes).getAllByRole('listitem')).toHaveLength(design.colorThemes.length);
  });
});
