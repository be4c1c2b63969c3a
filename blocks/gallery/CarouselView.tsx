// The slideshow (one image at a time) and slider (a row of images moving sideways, the current
// one aligned left, centre or right) designs: previous/next, indicators, thumbnails, arrow keys
// while focus is inside, and autoplay that pauses while hovered or focused and never runs when
// the visitor prefers reduced motion. The slider is as tall as the spec's default slider aspect
// ratio (50: half its width).
import { DEFAULT_SLIDER_ASPECT_RATIO } from '../../shared/limits';
import { Indicators, PlayPauseButton, StepButtons } from './CarouselControls';
import { cssVars } from './css-vars';
import { GalleryFigure } from './GalleryFigure';
import { SLIDER_SIZES, SLIDESHOW_SIZES } from './layout';
import { ThumbnailStrip } from './ThumbnailStrip';
import { useCarousel } from './use-carousel';
import type { GalleryViewProps } from './view-props';
import './carousel.css';

export function CarouselView(props: GalleryViewProps & { readonly lightboxOpen: boolean }) {
  const { items, settings, meta, onOpen, lightboxOpen } = props;
  const slider = settings.design === 'slider';
  const count = items.length;
  const carousel = useCarousel({
    count,
    design: settings.design,
    autoplay: settings.autoplay,
    durationSeconds: settings['autoplay-duration'],
    lightboxOpen,
  });
  const several = count > 1;
  const trackStyle = slider
    ? cssVars({
        '--sb-gallery-index': carousel.index,
        '--sb-gallery-gap': `${settings.padding}px`,
      })
    : undefined;
  const design = slider ? 'slider' : 'slideshow';
  return (
    <section
      className={`sb-gallery-carousel sb-gallery-carousel--${design}`}
      aria-roledescription="carousel"
      aria-label="Gallery"
      {...carousel.handlers}
    >
      <div className="sb-gallery-stage">
        {/* biome-ignore lint/a11y/useSemanticElements: a focusable group (not a form fieldset) so the arrow keys reach the images even with every button turned off */}
        <div
          className="sb-gallery-viewport"
          tabIndex={several ? 0 : undefined}
          aria-label={several ? 'Images, use the arrow keys to move' : undefined}
          role="group"
          style={slider ? { aspectRatio: `100 / ${DEFAULT_SLIDER_ASPECT_RATIO}` } : undefined}
        >
          <div
            className={`sb-gallery-track sb-gallery-track--${settings['active-alignment']}`}
            style={trackStyle}
            aria-live={carousel.running ? 'off' : 'polite'}
          >
            {items.map((item, i) => {
              const active = i === carousel.index;
              return (
                // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group, not a form fieldset
                <div
                  key={item.id}
                  className={active ? 'sb-gallery-slide is-active' : 'sb-gallery-slide'}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  hidden={!slider && !active}
                  inert={slider && !active}
                >
                  <GalleryFigure
                    item={item}
                    index={i}
                    sizes={slider ? SLIDER_SIZES : SLIDESHOW_SIZES}
                    fit={settings['auto-crop'] ? 'cover' : 'contain'}
                    meta={meta}
                    newWindow={settings.newWindow}
                    onOpen={onOpen}
                    eager={i === 0}
                  />
                </div>
              );
            })}
          </div>
        </div>
        {settings.controls && several ? <StepButtons onStep={carousel.step} /> : null}
        {carousel.canAutoplay ? (
          <PlayPauseButton paused={carousel.paused} onToggle={carousel.togglePause} />
        ) : null}
      </div>
      {settings.indicators && several ? (
        <Indicators count={count} index={carousel.index} onGo={carousel.go} />
      ) : null}
      {settings.thumbnails && settings['thumbnail-strip-height'] > 0 ? (
        <ThumbnailStrip
          items={items}
          index={carousel.index}
          height={settings['thumbnail-strip-height']}
          margin={settings['thumbnail-strip-margin']}
          square={settings['square-thumbs']}
          onGo={carousel.go}
        />
      ) : null}
    </section>
  );
}
