import { describe, expect, it } from 'vitest';
import { block, page, section, site } from './fixtures';
import { parseSite } from './parse';
import { DEFAULT_SECTION_STYLE } from './schema';

const themed = (theme: string | null) =>
  site([page('home', [section('s1', [block('b1')], { ...DEFAULT_SECTION_STYLE, theme })])]);

describe('the site design in the document', () => {
  it('accepts a section on a theme of the site, or on the default', () => {
    expect(parseSite(themed('darkest')).ok).toBe(true);
    expect(parseSite(themed(null)).ok).toBe(true);
  });

  it('refuses a section on a theme the site does not have, naming the path', () => {
    const result = parseSite(themed('neon'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((issue) => issue.path)).toEqual([
      'pages[0].sections[0].style.theme',
    ]);
  });

  it('refuses a site without a design', () => {
    const { design: _design, ...bare } = themed(null);
    const result = parseSite(bare);
    expect(!result.ok && result.issues[0]!.path).toBe('design');
  });
});
