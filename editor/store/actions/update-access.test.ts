import { describe, expect, it } from 'vitest';
import { DEFAULT_POPUP } from '../../../shared/access/popup';
import type { PageAccess } from '../../../shared/document/schema';
import { sampleSite } from '../test-site';
import { runEdit } from './testing';
import {
  AccessEditMessage,
  type SiteAccessChange,
  updatePageAccess,
  updateSiteAccess,
} from './update-access';

const pageAccess = (access: PageAccess, pageId = 'home') =>
  runEdit(sampleSite(), (draft, ctx) => updatePageAccess(draft, ctx, pageId, access));
const siteAccess = (change: SiteAccessChange) =>
  runEdit(sampleSite(), (draft, ctx) => updateSiteAccess(draft, ctx, change));

describe('updatePageAccess', () => {
  it('sets a password page and a members page, and public removes the field', () => {
    expect(pageAccess({ kind: 'password' }).after.pages[0]!.access).toEqual({ kind: 'password' });
    const members = pageAccess({ kind: 'members', memberAreaIds: ['gold'] }).after;
    expect(members.pages[0]!.access).toEqual({ kind: 'members', memberAreaIds: ['gold'] });
    const back = runEdit(members, (draft, ctx) =>
      updatePageAccess(draft, ctx, 'home', { kind: 'public' }),
    );
    expect('access' in back.after.pages[0]!).toBe(false);
  });

  it('refuses an unknown kind, a bad area id and a missing page', () => {
    expect(pageAccess({ kind: 'secret' as 'public' }).outcome).toEqual({
      ok: false,
      message: AccessEditMessage.kind,
      field: 'kind',
    });
    expect(pageAccess({ kind: 'members', memberAreaIds: ['no spaces'] }).outcome).toMatchObject({
      ok: false,
      field: 'memberAreaIds',
    });
    expect(pageAccess({ kind: 'password' }, 'gone').outcome.ok).toBe(false);
  });
});

describe('updateSiteAccess', () => {
  it('turns the site’s comments off and on again', () => {
    const off = siteAccess({ commentsEnabled: false }).after;
    expect(off.settings.commentsEnabled).toBe(false);
    const on = runEdit(off, (draft, ctx) =>
      updateSiteAccess(draft, ctx, { commentsEnabled: true }),
    );
    expect(on.after.settings.commentsEnabled).toBe(true);
  });

  it('turns the lock screen on with its message', () => {
    const { after } = siteAccess({ lockScreen: { enabled: true, message: 'Soon' } });
    expect(after.settings.lockScreen).toEqual({ enabled: true, message: 'Soon' });
  });

  it('raises the popup’s version when its message changes, not when it is switched on', () => {
    const on = siteAccess({ popup: { enabled: true } }).after;
    expect(on.settings.popup).toEqual({ ...DEFAULT_POPUP, enabled: true });
    const edited = runEdit(on, (draft, ctx) =>
      updateSiteAccess(draft, ctx, { popup: { message: 'Ten percent off' } }),
    );
    expect(edited.outcome).toEqual({ ok: true, mergeKey: 'popup-message' });
    expect(edited.after.settings.popup).toMatchObject({ message: 'Ten percent off', version: 2 });
  });

  it('refuses a message too long and a bad form id, changing nothing', () => {
    const long = siteAccess({ popup: { message: 'x'.repeat(1001) } });
    expect(long.outcome).toMatchObject({ ok: false, message: AccessEditMessage.message });
    expect(long.after.settings.popup).toBeUndefined();
    expect(siteAccess({ popup: { formId: 'a b' } }).outcome).toMatchObject({ field: 'formId' });
  });

  it('turns the cookie banner on and sets the days raw visitor events are kept, within limits', () => {
    const on = siteAccess({ analytics: { cookieBanner: true } }).after;
    expect(on.settings.analytics).toEqual({ cookieBanner: true, retentionDays: 90 });
    const kept = runEdit(on, (draft, ctx) =>
      updateSiteAccess(draft, ctx, { analytics: { retentionDays: 30 } }),
    );
    expect(kept.after.settings.analytics).toEqual({ cookieBanner: true, retentionDays: 30 });
    const short = siteAccess({ analytics: { retentionDays: 2 } });
    expect(short.outcome).toMatchObject({
      ok: false,
      message: 'Days of visitor events must be at least 7 days.',
      field: 'retentionDays',
    });
    expect(short.after.settings.analytics).toBeUndefined();
  });

  it('disables the census, keeping the other analytics settings', () => {
    const off = siteAccess({ analytics: { censusDisabled: true } });
    expect(off.outcome).toMatchObject({ ok: true });
    expect(off.after.settings.analytics).toEqual({
      cookieBanner: false,
      retentionDays: 90,
      censusDisabled: true,
    });
  });
});
