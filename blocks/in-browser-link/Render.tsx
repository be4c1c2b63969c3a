// The in-browser message link block: one small centred muted link above an email campaign.
import { SafeLink } from '../SafeLink';
import type { BlockRenderProps } from '../types';
import type { InBrowserLinkSettings } from './schema';
import './in-browser-link.css';

export function InBrowserLinkRender({ settings }: BlockRenderProps<InBrowserLinkSettings>) {
  return (
    <p className="sb-in-browser-link">
      <SafeLink url={settings.url}>{settings.text}</SafeLink>
    </p>
  );
}
