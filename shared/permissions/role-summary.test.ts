import { describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ROLES } from '../codes/contributor-roles';
import { actionLabel, describeRole, ROLE_TABLE_COLUMNS, roleTableRow } from './role-summary';
import { ACTION_DESCRIPTIONS, OWNER_ACTIONS, ROLE_ACTIONS } from './roles';

describe('describeRole', () => {
  it.each([
    ['admin', 'May do everything.'],
    [
      'website manager',
      'May do everything but manage contributors and manage API keys and set the address of, duplicate or delete the site.',
    ],
    [
      'editor',
      'May edit pages, blocks and design; publish the site; upload, rename or delete files; edit forms and mailing lists; write collection items; publish collection items or change collections.',
    ],
    [
      'draft editor',
      'May edit pages, blocks and design; upload, rename or delete files; see forms; write collection items.',
    ],
    ['billing', 'May see orders; change store settings.'],
    ['commenter', 'May reply to comments.'],
    ['viewer', 'May open the editor and look, changing nothing.'],
    ['scheduling', 'May open the editor and look, changing nothing.'],
    ['none', 'May not open the editor.'],
  ] as const)('%s: %s', (role, sentence) => {
    expect(describeRole(role)).toBe(sentence);
  });

  it.each(CONTRIBUTOR_ROLES)('names every change the %s role may make', (role) => {
    const sentence = describeRole(role);
    for (const action of OWNER_ACTIONS) {
      const verb = action.split(':')[1];
      if (verb === 'read' || !ROLE_ACTIONS[role].has(action)) continue;
      if (sentence.startsWith('May do everything')) {
        expect(sentence).not.toContain(ACTION_DESCRIPTIONS[action]);
      } else {
        expect(sentence).toContain(ACTION_DESCRIPTIONS[action]);
      }
    }
  });
});

describe('actionLabel', () => {
  it('capitalises the refusal wording of an action', () => {
    expect(actionLabel('orders:read')).toBe('See orders');
    expect(actionLabel('api-keys:manage')).toBe('Manage API keys');
  });
});

describe('roleTableRow', () => {
  it('marks what a role may do, column by column', () => {
    expect(roleTableRow('store manager')).toEqual([
      'x',
      '-',
      '-',
      'rw',
      'rw',
      'x',
      'r',
      'r, send',
      'r',
      '-',
      'x',
      '-',
      '-',
      '-',
      'x',
      '-',
      '-',
      '-',
      '-',
    ]);
    expect(roleTableRow('commenter')).toEqual([
      'x',
      '-',
      '-',
      'r',
      'r',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      'reply',
      '-',
      '-',
      '-',
    ]);
    expect(roleTableRow('none').every((cell) => cell === '-')).toBe(true);
  });

  it('covers every action in exactly one column', () => {
    const covered = ROLE_TABLE_COLUMNS.flatMap((column) => column.marks.map(([action]) => action));
    expect([...covered].sort()).toEqual([...OWNER_ACTIONS].sort());
  });
});
