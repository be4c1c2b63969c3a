// A service card: the outside service's glyph and name, what the block will show on the published
// site, the owner's address or handle, and a call to action that opens the service in a new
// window. Nothing is loaded from the service. Without an address the owner is told where to add
// one instead of a link.
import type { BlockRenderProps } from '../types';
import { cardHref, displayAddress } from './hosts';
import { ServiceGlyph } from './ServiceGlyph';
import type { ServiceCardSettings } from './schema';
import { serviceOf, wordingOf } from './services';
import './service-card.css';

/** The hint shown instead of a link while a card has no address. */
export const emptyAddressHint = (serviceName: string) =>
  `Add your ${serviceName} address in the block's settings.`;

export function ServiceCardRender({ settings, block }: BlockRenderProps<ServiceCardSettings>) {
  const service = serviceOf(block.type);
  if (!service) return null;
  const wording = wordingOf(service, settings.variant);
  const href = cardHref(service, settings);
  const title = settings.title.trim();
  const label = settings.buttonLabel.trim() || wording.cta;
  return (
    <div className={`sb-service-card-row sb-align-${settings.align}`}>
      <section className="sb-service-card" aria-label={title || service.name}>
        <p className="sb-service-card-service">
          <ServiceGlyph shapes={service.glyph} />
          <span className="sb-service-card-name">{service.name}</span>
        </p>
        {title ? <h3 className="sb-service-card-title">{title}</h3> : null}
        <p className="sb-service-card-tagline">{wording.tagline}</p>
        {href === null ? (
          <p className="sb-service-card-hint">{emptyAddressHint(service.name)}</p>
        ) : (
          <>
            <p className="sb-service-card-address">{displayAddress(service, href)}</p>
            <a
              className="sb-service-card-cta"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {label} <span className="sb-service-card-new-window">(opens in a new window)</span>
            </a>
          </>
        )}
      </section>
    </div>
  );
}
