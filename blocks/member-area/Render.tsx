// The member area block: a padlock, the spec's locked-page notice and message, and the sign-in
// and join buttons.
import { LOCKED_PAGE_NOTICE, MEMBERS_ONLY_MESSAGE } from '../../shared/content/locked-page';
import { SafeLink } from '../SafeLink';
import type { BlockRenderProps } from '../types';
import type { MemberAreaSettings } from './schema';
import './member-area.css';

export function MemberAreaRender({ settings }: BlockRenderProps<MemberAreaSettings>) {
  const joinLabel = settings.joinLabel.trim();
  return (
    <section className="sb-member-area" aria-label={LOCKED_PAGE_NOTICE}>
      <svg
        className="sb-member-area-icon"
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="40"
        height="40"
      >
        <rect x="5" y="10.5" width="14" height="10" rx="2" fill="currentColor" />
        <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <h2 className="sb-member-area-notice">{LOCKED_PAGE_NOTICE}</h2>
      <p className="sb-member-area-message">{MEMBERS_ONLY_MESSAGE}</p>
      <div className="sb-member-area-actions">
        <SafeLink url={settings.signInUrl} className="sb-button sb-button--medium">
          {settings.signInLabel}
        </SafeLink>
        {joinLabel ? (
          <SafeLink
            url={settings.joinUrl}
            className="sb-button sb-button--medium sb-member-area-join"
          >
            {joinLabel}
          </SafeLink>
        ) : null}
      </div>
    </section>
  );
}
