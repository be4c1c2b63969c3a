// docs/accounts.md shows people the roles table and the one-line description of each role: both
// must say what shared/permissions/roles.ts enforces.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ROLES } from '../shared/codes/contributor-roles';
import { describeRole, ROLE_TABLE_COLUMNS, roleTableRow } from '../shared/permissions/role-summary';

const lines = readFileSync(new URL('../docs/accounts.md', import.meta.url), 'utf8').split('\n');
const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

describe('docs/accounts.md', () => {
  it('heads the roles table with the columns of role-summary.ts', () => {
    const head = lines.find((line) => line.startsWith('| role |'));
    expect(cells(head ?? '')).toEqual(['role', ...ROLE_TABLE_COLUMNS.map((c) => c.heading)]);
  });

  it.each(CONTRIBUTOR_ROLES)('has the row of the %s role as the table allows', (role) => {
    const row = lines.find((line) => line.startsWith(`| ${role} |`));
    expect(cells(row ?? '')).toEqual([role, ...roleTableRow(role)]);
  });

  it.each(CONTRIBUTOR_ROLES)('describes the %s role as the invite form does', (role) => {
    expect(lines).toContain(`- **${role}**: ${describeRole(role)}`);
  });
});
