// Block settings that hold CSS (colours, styles) may only style: a value that would load a file
// or run script (shared/design/css-safety.ts) is refused when a site is saved, with the path of
// the setting. Which settings hold CSS is decided by name, as blocks/ is out of reach here: `fill`,
// `stroke`, `color`, `colour`, `background`, `style`, `css`, and any camelCase name ending in one
// of them (`textColor`, `buttonStyle`); in item lists too. The design and the section styles hold
// no text at all (numbers, enums and ids, shared/design/site-design.ts, schema.ts), so nothing
// there can carry CSS.
//
// Only saves are refused (parseSiteForSave): a stored document that already holds such a value
// still loads, and the frame never applies it (each block reads its settings through its own
// schema, blocks/settings.ts, and the sanitizer drops unsafe inline styles).
import { cssValueProblem } from '../design/css-safety';
import type { DocumentIssue } from './parse';
import type { Site } from './schema';

const STYLE_WORDS = ['fill', 'stroke', 'color', 'colour', 'background', 'style', 'css'];
const STYLE_KEY = new RegExp(
  `^(?:${STYLE_WORDS.join('|')})$|[a-z0-9](?:${STYLE_WORDS.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('|')})$`,
);

/** True for a settings key whose value reaches CSS (see the header). */
export const isStyleKey = (key: string): boolean => STYLE_KEY.test(key);

type Step = string | number;

/** Every unsafe CSS value under a style key inside `settings`, with its path from `at`. */
function settingsIssues(
  settings: unknown,
  at: readonly Step[],
): { path: Step[]; message: string }[] {
  const issues: { path: Step[]; message: string }[] = [];
  // An explicit stack: settings nest (item lists), and a walk must not recurse on input.
  const stack: { value: unknown; path: Step[]; styled: boolean }[] = [
    { value: settings, path: [...at], styled: false },
  ];
  while (stack.length > 0) {
    const { value, path, styled } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = styled ? cssValueProblem(value) : null;
      if (problem !== null) issues.push({ path, message: problem });
    } else if (typeof value === 'object' && value !== null) {
      const list = Array.isArray(value);
      for (const [key, item] of Object.entries(value)) {
        const step = list ? Number(key) : key;
        stack.push({ value: item, path: [...path, step], styled: styled || isStyleKey(key) });
      }
    }
  }
  return issues.reverse();
}

/** The unsafe CSS values a site's block settings hold, as issues naming their paths. */
export function unsafeStyleIssues(
  site: Site,
  formatPath: (path: readonly Step[]) => string,
): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  site.pages.forEach((page, p) => {
    page.sections.forEach((section, s) => {
      section.blocks.forEach((block, b) => {
        const at = ['pages', p, 'sections', s, 'blocks', b, 'settings'];
        for (const issue of settingsIssues(block.settings, at)) {
          issues.push({ path: formatPath(issue.path), message: issue.message });
        }
      });
    });
  });
  return issues;
}
