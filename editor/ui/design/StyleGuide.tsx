// The style guide: the site's type scale, each text style drawn in its own font, size, weight and
// line height with what it is ("Didone · 2.25 rem · 700 · line 1.2"), and the site's colours: the
// palette and every colour theme (its background, text and accent) on one page.
import { THEME_ROLE_NAMES } from '../../../shared/design/color-value';
import type { SiteDesign } from '../../../shared/design/site-design';
import { levelCaption, paletteSwatches, themeSamples, typeScale } from './style-guide';

export function StyleGuide({ design }: { design: SiteDesign }) {
  return (
    <section className="design-style-guide" aria-label="Style guide">
      <h3 className="field-label">Style guide</h3>
      <h4 className="design-guide-title">Type scale</h4>
      <ul className="design-type-scale">
        {typeScale(design).map((level) => (
          <li key={level.name}>
            <span
              className={level.name === 'Button' ? 'design-sample-button' : undefined}
              style={{
                fontFamily: level.stack,
                fontSize: `${level.sizeRem}rem`,
                fontWeight: level.weight,
                lineHeight: level.lineHeight,
              }}
            >
              {level.name}
            </span>
            <span className="design-type-caption">{levelCaption(level)}</span>
          </li>
        ))}
      </ul>
      <h4 className="design-guide-title">Colours</h4>
      <ul className="design-guide-swatches" aria-label="Palette">
        {paletteSwatches(design).map((swatch) => (
          <li key={swatch.name}>
            <span className="design-guide-swatch" style={{ background: swatch.hex }} />
            <span>
              {swatch.name} <code>{swatch.hex}</code>
            </span>
          </li>
        ))}
      </ul>
      <ul className="design-guide-themes" aria-label="Colour themes">
        {themeSamples(design).map((theme) => (
          <li
            key={theme.name}
            style={{ background: theme.colors.background, color: theme.colors.text }}
            title={(['background', 'text', 'accent'] as const)
              .map((role) => `${THEME_ROLE_NAMES[role]} ${theme.colors[role]}`)
              .join(', ')}
          >
            <span>{theme.name}</span>
            <span className="design-guide-accent" style={{ background: theme.colors.accent }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
