// The button block: a real link, or plain text styled as a button when its address is unsafe.

import { useSiteHref } from '../site-path';
import type { BlockRenderProps } from '../types';
import type { ButtonSettings } from './schema';

export function ButtonRender({ settings }: BlockRenderProps<ButtonSettings>) {
  const href = useSiteHref()(settings.url);
  const className = `sb-button sb-button--${settings.size}`;
  return (
    <div className={`sb-button-row sb-align-${settings.align}`}>
      {href === null ? (
        <span className={className}>{settings.label}</span>
      ) : (
        <a
          className={className}
          href={href}
          {...(settings.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {settings.label}
        </a>
      )}
    </div>
  );
}
