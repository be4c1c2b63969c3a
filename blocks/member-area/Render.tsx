// The member area block: a padlock, the spec's locked-page notice and message, and the sign-in
// and join buttons (the notice and message in the page's language).
import { SafeLink } from '../SafeLink';
import { useSiteWords } from '../site-words';
import type { BlockRenderProps } from '../types';
import type { MemberAreaSettings } from './schema';
import './member-area.css';

export function MemberAreaRender({ settings }: BlockRenderProps<MemberAreaSettings>) {
  const joinLabel = settings.joinLabel.trim();
  const words = useSiteWords();
  return (
    <section className="sb-member-area" aria-label={words.lockedPageNotice}>
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
      <h2 className="sb-member-area-notice">{words.lockedPageNotice}</h2>
      <p className="sb-member-area-message">{words.membersOnlyMessage}</p>
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
