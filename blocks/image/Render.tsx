// The image block in its chosen design (layout.ts decides the parts): inline with its caption,
// a poster with the text over a darkening scrim, a card, an overlapping panel, a collage against
// a coloured panel, or a stack. A missing image leaves a placeholder in the image's place.

import { useSiteHref } from '../site-path';
import type { BlockRenderProps } from '../types';
import { ImageMedia, ImageText, linkAttributes, MediaLink } from './ImageParts';
import { designParts, imageBlockAlt, linkPlacement } from './layout';
import type { ImageSettings } from './schema';
import './image.css';

export function ImageRender({ settings }: BlockRenderProps<ImageSettings>) {
  const { design } = settings;
  const parts = designParts(design);
  const link = linkAttributes(useSiteHref()(settings.link), settings.newWindow);
  const placement = linkPlacement(design, link !== null, settings.buttonLabel);
  const alt = imageBlockAlt(settings);
  const image = (
    <ImageMedia image={settings.image} alt={alt} sizes={parts.sizes} cropped={parts.cropped} />
  );
  const media =
    placement === 'image' && link ? (
      <MediaLink link={link} alt={alt}>
        {image}
      </MediaLink>
    ) : (
      image
    );

  if (design === 'inline') {
    const caption = settings.caption.trim();
    return (
      <figure className="sb-image sb-image--inline">
        {media}
        {caption ? <figcaption>{caption}</figcaption> : null}
      </figure>
    );
  }

  const text = (
    <ImageText
      title={settings.title}
      description={settings.description}
      button={placement === 'button' && link ? { label: settings.buttonLabel.trim(), link } : null}
    />
  );

  if (design === 'poster') {
    const inner = (
      <>
        {image}
        <div className="sb-image-poster-content">{text}</div>
      </>
    );
    return placement === 'block' && link ? (
      <a className="sb-image sb-image--poster sb-image-poster-link" {...link}>
        {inner}
      </a>
    ) : (
      <div className="sb-image sb-image--poster">{inner}</div>
    );
  }

  return (
    <div className={`sb-image sb-image--${design}`}>
      <div className="sb-image-media">{media}</div>
      <div className="sb-image-panel">{text}</div>
    </div>
  );
}
