// Page access in the document (docs/page-access.md): who may see a page (public, password,
// members and which member areas), and the site's lock screen and promotional popup. One undo
// step per change. Passwords are never here: they go to the server (PUT
// /api/page-access/passwords/...), which keeps only their hashes.
import { DEFAULT_POPUP } from '../../../shared/access/popup';
import {
  type AnalyticsSettings,
  analyticsSettingsOf,
  analyticsSettingsSchema,
} from '../../../shared/document/analytics-settings';
import {
  idSchema,
  type LockScreenSettings,
  MAX_ACCESS_MESSAGE_LENGTH,
  MAX_PAGE_MEMBER_AREAS,
  PAGE_ACCESS_KINDS,
  type PageAccess,
  type PopupOverlaySettings,
} from '../../../shared/document/schema';
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { pageIndexOf } from './find';
import { EditMessage } from './messages';

export const AccessEditMessage = {
  kind: 'Choose public, password or members.',
  areas: `A page can be open to at most ${MAX_PAGE_MEMBER_AREAS} member areas.`,
  message: `A message can be at most ${MAX_ACCESS_MESSAGE_LENGTH} characters.`,
  form: 'Choose a sign-up form.',
} as const;

export function updatePageAccess(
  draft: SiteDraft,
  _ctx: EditContext,
  pageId: string,
  access: PageAccess,
): EditOutcome {
  const index = pageIndexOf(draft, pageId);
  if (index < 0) return refuse(EditMessage.pageGone);
  if (!PAGE_ACCESS_KINDS.includes(access.kind)) return refuse(AccessEditMessage.kind, 'kind');
  const areas = access.memberAreaIds ?? [];
  if (
    areas.length > MAX_PAGE_MEMBER_AREAS ||
    !areas.every((id) => idSchema.safeParse(id).success)
  ) {
    return refuse(AccessEditMessage.areas, 'memberAreaIds');
  }
  const page = draft.pages[index]!;
  if (access.kind === 'public') {
    if (page.access !== undefined) delete page.access;
    return done;
  }
  page.access =
    access.kind === 'members'
      ? { kind: 'members', memberAreaIds: [...areas] }
      : { kind: 'password' };
  return done;
}

export interface SiteAccessChange {
  readonly lockScreen?: Partial<LockScreenSettings>;
  readonly popup?: Partial<Omit<PopupOverlaySettings, 'version'>>;
  /** The cookie banner and how long raw visitor events are kept (docs/analytics.md). */
  readonly analytics?: Partial<AnalyticsSettings>;
  /** The site's comments switch (websiteSettings.commentsEnabled; docs/comments.md). */
  readonly commentsEnabled?: boolean;
}

/**
 * Changes the lock screen, the popup, visitor analytics or the comments switch. A new popup message raises the popup's version, so
 * visitors who closed the old one see the new one once (typing merges into one undo step).
 */
export function updateSiteAccess(
  draft: SiteDraft,
  _ctx: EditContext,
  change: SiteAccessChange,
): EditOutcome {
  for (const part of [change.lockScreen, change.popup]) {
    if (part?.message !== undefined && part.message.length > MAX_ACCESS_MESSAGE_LENGTH) {
      return refuse(AccessEditMessage.message, 'message');
    }
  }
  if (change.popup?.formId !== undefined && !idSchema.safeParse(change.popup.formId).success) {
    return refuse(AccessEditMessage.form, 'formId');
  }
  if (change.analytics) {
    const next = analyticsSettingsSchema.safeParse({
      ...analyticsSettingsOf(draft.settings),
      ...change.analytics,
    });
    if (!next.success) {
      const issue = next.error.issues[0];
      return refuse(
        `Days of visitor events ${issue?.message ?? 'are not valid'}.`,
        'retentionDays',
      );
    }
    draft.settings.analytics = next.data;
  }
  if (change.commentsEnabled !== undefined) draft.settings.commentsEnabled = change.commentsEnabled;
  if (change.lockScreen) {
    const current = draft.settings.lockScreen ?? { enabled: false, message: '' };
    draft.settings.lockScreen = { ...current, ...change.lockScreen };
  }
  if (change.popup) {
    const current = draft.settings.popup ?? DEFAULT_POPUP;
    const newMessage =
      change.popup.message !== undefined && change.popup.message !== current.message;
    draft.settings.popup = {
      ...current,
      ...change.popup,
      version: newMessage ? current.version + 1 : current.version,
    };
    if (newMessage) return { ok: true, mergeKey: 'popup-message' };
  }
  if (change.lockScreen?.message !== undefined) return { ok: true, mergeKey: 'lock-message' };
  return done;
}
