// The email footer block: small centred muted lines — the business, its postal address (line
// breaks kept), why the reader got the email, and the unsubscribe link.
import { SafeLink } from '../SafeLink';
import type { BlockRenderProps } from '../types';
import type { EmailFooterSettings } from './schema';
import './email-footer.css';

export function EmailFooterRender({ settings }: BlockRenderProps<EmailFooterSettings>) {
  const name = settings.businessName.trim();
  const address = settings.address.trim();
  const reason = settings.reason.trim();
  return (
    <div className="sb-email-footer">
      {name ? <p className="sb-email-footer-name">{name}</p> : null}
      {address ? <address className="sb-email-footer-address">{address}</address> : null}
      {reason ? <p>{reason}</p> : null}
      <p>
        <SafeLink url={settings.unsubscribeUrl}>{settings.unsubscribeText}</SafeLink>
      </p>
    </div>
  );
}
