// Sentences about the roles table for people: what each role may do in one line (the invite
// form's role choices, docs/accounts.md) and a readable name for each action (the API key
// scopes). Derived from ROLE_ACTIONS and ACTION_DESCRIPTIONS, so they cannot drift from what the
// server enforces.
import type { ContributorRole } from '../codes/contributor-roles';
import { capitalised } from '../content/capitalised';
import { ACTION_DESCRIPTIONS, OWNER_ACTIONS, type OwnerAction, ROLE_ACTIONS } from './roles';

/** Looking without changing anything: every role that opens the editor may. */
const LOOKING: ReadonlySet<OwnerAction> = new Set(['site:read', 'files:read', 'products:read']);

/** A role missing at most this many actions is described by what it may not do. */
const FEW_MISSING = 3;

/** "see orders" -> "See orders". */
export function actionLabel(action: OwnerAction): string {
  const text = ACTION_DESCRIPTIONS[action];
  return capitalised(text);
}

/** A read that the matching write already says (forms:read beside forms:write). */
function impliedRead(action: OwnerAction, allowed: ReadonlySet<OwnerAction>): boolean {
  const [area, verb] = action.split(':');
  return verb === 'read' && allowed.has(`${area}:write` as OwnerAction);
}

/** What `role` may do, in one line. */
export function describeRole(role: ContributorRole): string {
  const allowed = ROLE_ACTIONS[role];
  if (allowed.size === 0) return 'May not open the editor.';
  const missing = OWNER_ACTIONS.filter((action) => !allowed.has(action));
  if (missing.length === 0) return 'May do everything.';
  if (missing.length <= FEW_MISSING) {
    return `May do everything but ${missing.map((action) => ACTION_DESCRIPTIONS[action]).join(' and ')}.`;
  }
  const more = OWNER_ACTIONS.filter(
    (action) => allowed.has(action) && !LOOKING.has(action) && !impliedRead(action, allowed),
  );
  if (more.length === 0) return 'May open the editor and look, changing nothing.';
  return `May ${more.map((action) => ACTION_DESCRIPTIONS[action]).join('; ')}.`;
}

/** A column of the roles table: its heading and what a role's cell says. */
interface RoleColumn {
  readonly heading: string;
  /** The actions that fill the cell, each with its mark ('x' alone when one action). */
  readonly marks: ReadonlyArray<readonly [OwnerAction, string]>;
}

const column = (heading: string, ...marks: Array<readonly [OwnerAction, string]>): RoleColumn => ({
  heading,
  marks,
});

/** The columns of the table drawn in roles.ts and docs/accounts.md. */
export const ROLE_TABLE_COLUMNS: readonly RoleColumn[] = [
  column('open', ['site:read', 'x']),
  column('edit', ['site:edit', 'x']),
  column('publish', ['site:publish', 'x']),
  column('files', ['files:read', 'r'], ['files:write', 'w']),
  column('products', ['products:read', 'r'], ['products:write', 'w']),
  column('stock', ['inventory:write', 'x']),
  column('orders', ['orders:read', 'r']),
  column('restock', ['restock:read', 'r'], ['restock:send', 'send']),
  column('forms', ['forms:read', 'r'], ['forms:write', 'w']),
  column('submissions', ['submissions:read', 'r']),
  column('store settings', ['store-settings:write', 'x']),
  column('people', ['contributors:manage', 'x']),
  column('API keys', ['api-keys:manage', 'x']),
  column('activity', ['activity:read', 'x']),
  column('analytics', ['analytics:read', 'x']),
  column('comments', ['comments:moderate', 'moderate'], ['comments:reply', 'reply']),
  column('templates', ['code:edit', 'x']),
  column('content', ['content:write', 'w'], ['content:publish', 'pub']),
  column('sites', ['site:manage', 'x']),
];

/** One role's cells: the marks of what it may do, joined ("rw", "r, send"), or "-". */
export function roleTableRow(role: ContributorRole): string[] {
  const allowed = ROLE_ACTIONS[role];
  return ROLE_TABLE_COLUMNS.map(({ marks }) => {
    const got = marks.filter(([action]) => allowed.has(action)).map(([, mark]) => mark);
    if (got.length === 0) return '-';
    return got.every((mark) => mark.length === 1) ? got.join('') : got.join(', ');
  });
}
