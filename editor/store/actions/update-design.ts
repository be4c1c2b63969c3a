// Edits of the site design (the design panel). One value at a path inside `site.design`
// (`['colorPalette', 2]`, `['buttons', 'shape']`) is checked with the whole design's schema (the
// spec's colour bounds and messages, our font and button bounds) and set in place, so the patch
// is as small as the change; rapid changes at one path (dragging a colour) merge into one undo
// step. replaceDesign puts back a whole design: the panel's Discard.
import { current, isDraft } from 'immer';
import { deepEqual } from '../../../shared/design/dirty';
import { type SiteDesign, siteDesignSchema } from '../../../shared/design/site-design';
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';

export type DesignPath = readonly [keyof SiteDesign, ...Array<string | number>];

type Container = Record<string | number, unknown>;

function plain<T>(value: T): T {
  return isDraft(value) ? (current(value as never) as T) : value;
}

/** A copy of `design` with `value` at `path`; undefined when a step on the way is missing. */
function withValue(design: SiteDesign, path: DesignPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (rest.length === 0) return { ...design, [head]: value };
  const copy = structuredClone(design) as unknown as Container;
  let target = copy[head] as Container | undefined;
  for (const step of rest.slice(0, -1)) {
    if (typeof target !== 'object' || target === null) return undefined;
    target = target[step] as Container | undefined;
  }
  if (typeof target !== 'object' || target === null) return undefined;
  target[rest[rest.length - 1]!] = value;
  return copy;
}

/** Refusal text for a design that does not pass its schema: the first issue's message. */
function check(site: SiteDraft, candidate: unknown): EditOutcome | SiteDesign {
  const parsed = siteDesignSchema.safeParse(candidate);
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Invalid design.');
  const themes = new Set(parsed.data.colorThemes.map((theme) => theme.id));
  for (const page of site.pages) {
    for (const section of page.sections) {
      if (section.style.theme !== null && !themes.has(section.style.theme)) {
        return refuse(`The colour theme ${section.style.theme} is used by a section.`);
      }
    }
  }
  return parsed.data;
}

const isOutcome = (value: EditOutcome | SiteDesign): value is EditOutcome => 'ok' in value;

export const designMergeKey = (path: DesignPath) => ['design', ...path].join('\u0000');

export function updateDesign(
  draft: SiteDraft,
  _ctx: EditContext,
  path: DesignPath,
  value: unknown,
): EditOutcome {
  const before = plain(draft.design);
  const candidate = withValue(before, path, value);
  if (candidate === undefined) return refuse(`${path.join('.')} is not part of the site design.`);
  const checked = check(draft, candidate);
  if (isOutcome(checked)) return checked;
  const mergeKey = designMergeKey(path);
  let parent = draft.design as unknown as Container;
  for (const step of path.slice(0, -1)) parent = parent[step] as Container;
  const last = path[path.length - 1]!;
  if (deepEqual(plain(parent[last]), value)) return { ok: true, mergeKey };
  parent[last] = structuredClone(value);
  return { ok: true, mergeKey };
}

export function replaceDesign(
  draft: SiteDraft,
  _ctx: EditContext,
  design: SiteDesign,
): EditOutcome {
  const checked = check(draft, design);
  if (isOutcome(checked)) return checked;
  for (const key of Object.keys(checked) as Array<keyof SiteDesign>) {
    if (!deepEqual(plain(draft.design[key]), checked[key])) {
      (draft.design as Container)[key] = structuredClone(checked[key]);
    }
  }
  return done;
}
