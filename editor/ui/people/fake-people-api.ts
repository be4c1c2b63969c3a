// A PeopleApi in memory for the panels' tests (only tests import it): contributors, invitations,
// keys and a log, refusing as the server does where the panels show a refusal.
import { vi } from 'vitest';
import {
  type ActivityEntry,
  type ApiKeySummary,
  type Contributor,
  type Invitation,
  OwnerMessage,
} from '../../../shared/api/auth';
import type { PeopleApi } from '../../auth/people-api';
import type { Answer } from '../../owner-call';

const ok = <T>(value: T): Answer<T> => ({ ok: true, value });
const refused = (status: number, message: string) => ({ ok: false, status, message }) as const;

export class FakePeopleApi implements PeopleApi {
  contributorList: Contributor[] = [
    { ownerId: 'o1', email: 'owner@test.example', role: 'admin', addedAt: '2025-01-01T00:00:00Z' },
    { ownerId: 'o2', email: 'sam@test.example', role: 'viewer', addedAt: '2025-01-02T00:00:00Z' },
  ];
  invitationList: Invitation[] = [];
  keys: ApiKeySummary[] = [];
  log: ActivityEntry[] = [];
  private next = 1;

  contributors = vi.fn(async () =>
    ok({ contributors: [...this.contributorList], invitations: [...this.invitationList] }),
  );

  invite = vi.fn(async (email: string, role: Invitation['role']) => {
    if (!email.includes('@')) return refused(400, OwnerMessage.emailRequired);
    const invitation: Invitation = {
      id: `i${this.next++}`,
      email,
      role,
      createdAt: '2025-03-01T00:00:00Z',
      expiresAt: '2025-03-08T00:00:00Z',
    };
    this.invitationList.push(invitation);
    return ok({ invitation, link: `http://127.0.0.1/?invitation=token-${invitation.id}` });
  });

  revokeInvitation = vi.fn(async (id: string) => {
    this.invitationList = this.invitationList.filter((invitation) => invitation.id !== id);
    return ok(null);
  });

  private admins = () => this.contributorList.filter((person) => person.role === 'admin').length;

  changeRole = vi.fn(async (ownerId: string, role: Contributor['role']) => {
    const person = this.contributorList.find((candidate) => candidate.ownerId === ownerId);
    if (!person) return refused(404, OwnerMessage.contributorNotFound);
    if (person.role === 'admin' && role !== 'admin' && this.admins() <= 1) {
      return refused(409, OwnerMessage.lastAdmin);
    }
    this.contributorList = this.contributorList.map((candidate) =>
      candidate === person ? { ...person, role } : candidate,
    );
    return ok({ role });
  });

  removeContributor = vi.fn(async (ownerId: string) => {
    const person = this.contributorList.find((candidate) => candidate.ownerId === ownerId);
    if (!person) return refused(404, OwnerMessage.contributorNotFound);
    if (person.role === 'admin' && this.admins() <= 1) return refused(409, OwnerMessage.lastAdmin);
    this.contributorList = this.contributorList.filter((candidate) => candidate !== person);
    return ok(null);
  });

  apiKeys = vi.fn(async () => ok({ apiKeys: [...this.keys] }));

  createApiKey = vi.fn(async (name: string, scopes: readonly ApiKeySummary['scopes'][number][]) => {
    if (name.trim() === '') return refused(400, OwnerMessage.keyNameRequired);
    if (scopes.length === 0) return refused(400, OwnerMessage.keyScopesRequired);
    const apiKey: ApiKeySummary = {
      id: `k${this.next++}`,
      name: name.trim(),
      scopes: [...scopes],
      prefix: 'sk_abcde',
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
    };
    this.keys.push(apiKey);
    return ok({ apiKey, key: `sk_abcde${'x'.repeat(38)}` });
  });

  deleteApiKey = vi.fn(async (id: string) => {
    const before = this.keys.length;
    this.keys = this.keys.filter((key) => key.id !== id);
    return this.keys.length < before ? ok(null) : refused(404, OwnerMessage.keyNotFound);
  });

  /** Pages of two, by index as the cursor. */
  activity = vi.fn(async (cursor: string | null) => {
    const start = cursor === null ? 0 : Number(cursor);
    const entries = this.log.slice(start, start + 2);
    return ok({ entries, nextCursor: start + 2 < this.log.length ? String(start + 2) : null });
  });

  publish = vi.fn(async () => ok({ publishedRevision: 1 }));
}
