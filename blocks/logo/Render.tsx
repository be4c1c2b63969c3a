// The logo block: the site's name as a wordmark, or the chosen image with the name as its alt
// text; a link around it unless the link is empty, and the tagline under it.
import { imageSources } from '../media/image-ref';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { useSiteHref } from '../site-path';
import type { BlockRenderProps } from '../types';
import type { LogoSettings } from './schema';
import './logo.css';

const IMAGE_SIZES = '(max-width: 432px) 70vw, 400px';

export function LogoRender({ settings }: BlockRenderProps<LogoSettings>) {
  const siteHref = useSiteHref();
  const name = settings.text.trim();
  const mark =
    imageSources(settings.image) === null ? (
      <span className={`sb-logo-wordmark sb-logo-wordmark--${settings.weight}`}>{name}</span>
    ) : (
      <ResponsiveImage
        className="sb-logo-image"
        image={settings.image}
        alt={name}
        sizes={IMAGE_SIZES}
        eager
      />
    );
  const href = settings.link === '' ? null : siteHref(settings.link);
  const tagline = settings.tagline.trim();
  return (
    <div className={`sb-logo sb-logo--${settings.size} sb-align-${settings.align}`}>
      {href === null ? (
        mark
      ) : (
        <a className="sb-logo-link" href={href}>
          {mark}
        </a>
      )}
      {tagline ? <p className="sb-logo-tagline">{tagline}</p> : null}
    </div>
  );
}
