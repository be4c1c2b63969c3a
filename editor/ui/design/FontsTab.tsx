// Fonts: the font theme, a font browser for headings, paragraphs and buttons (each font shown in
// itself), sizes and weights, and the style guide (StyleGuide.tsx): the type scale and colours.
import { useEffect, useId, useState } from 'react';
import type { FontChoice } from '../../../shared/design/fonts';
import {
  FONT_CATEGORIES,
  FONT_CATEGORY_NAMES,
  FONT_SIZE_RANGE,
  FONT_WEIGHTS,
  type FontUsageCategory,
  type SiteDesign,
} from '../../../shared/design/site-design';
import { Feedback } from '../Feedback';
import { useUpdateDesign } from './ColorsTab';
import { appFonts, FontMessage, type FontSource } from './font-catalog';
import { StyleGuide } from './StyleGuide';

const SIZE_MESSAGE = `Enter a size from ${FONT_SIZE_RANGE.min} to ${FONT_SIZE_RANGE.max}.`;

function FontOption({
  font,
  name,
  checked,
  source,
  onPick,
}: {
  font: FontChoice;
  name: string;
  checked: boolean;
  source: FontSource;
  onPick: () => void;
}) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    source.loadPreview(font).catch(() => {
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [font, source]);
  return (
    <label className="design-font">
      <input type="radio" name={name} checked={checked} onChange={onPick} />
      <span style={failed ? undefined : { fontFamily: font.stack }}>{font.name}</span>
      {failed ? <span className="design-warning">{FontMessage.preview(font.name)}</span> : null}
    </label>
  );
}

function CategoryFonts({
  category,
  design,
  fonts,
  source,
}: {
  category: FontUsageCategory;
  design: SiteDesign;
  fonts: readonly FontChoice[];
  source: FontSource;
}) {
  const update = useUpdateDesign();
  const name = useId();
  const sizeId = useId();
  const weightId = useId();
  const themeIndex = Math.max(
    0,
    design.fontThemes.findIndex((theme) => theme.id === design.activeFontThemeId),
  );
  const chosen = design.fontThemes[themeIndex]![category];
  const usage = design.fontUsageCategories[category];
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [sizeText, setSizeText] = useState(String(usage.size));
  useEffect(() => setSizeText(String(usage.size)), [usage.size]);
  const label = FONT_CATEGORY_NAMES[category];
  return (
    <fieldset className="design-group">
      <legend>{label}</legend>
      <div className="design-fonts" role="radiogroup" aria-label={`${label} font`}>
        {fonts.map((font) => (
          <FontOption
            key={font.id}
            font={font}
            name={name}
            checked={font.id === chosen}
            source={source}
            onPick={() => update(['fontThemes', themeIndex, category], font.id)}
          />
        ))}
      </div>
      <div className="design-row">
        <label htmlFor={sizeId} className="field-label">
          {label} size (rem)
        </label>
        <input
          id={sizeId}
          className="input"
          type="number"
          step={0.125}
          min={FONT_SIZE_RANGE.min}
          max={FONT_SIZE_RANGE.max}
          value={sizeText}
          aria-invalid={sizeError ? true : undefined}
          onChange={(event) => {
            setSizeText(event.target.value);
            const value = Number(event.target.value);
            const refused =
              event.target.value.trim() === '' ||
              Number.isNaN(value) ||
              update(['fontUsageCategories', category, 'size'], value) !== null;
            setSizeError(refused ? SIZE_MESSAGE : null);
          }}
        />
        <label htmlFor={weightId} className="field-label">
          {label} weight
        </label>
        <select
          id={weightId}
          className="input"
          value={usage.weight}
          onChange={(event) =>
            update(['fontUsageCategories', category, 'weight'], Number(event.target.value))
          }
        >
          {FONT_WEIGHTS.map((weight) => (
            <option key={weight} value={weight}>
              {weight}
            </option>
          ))}
        </select>
      </div>
      {sizeError ? (
        <Feedback tone="error" className="field-error">
          {sizeError}
        </Feedback>
      ) : null}
    </fieldset>
  );
}

export function FontsTab({
  design,
  source = appFonts,
}: {
  design: SiteDesign;
  source?: FontSource;
}) {
  const update = useUpdateDesign();
  const [fonts, setFonts] = useState<readonly FontChoice[] | null>(null);
  const [failed, setFailed] = useState(false);
  const themeId = useId();
  useEffect(() => {
    let live = true;
    source.loadFonts().then(
      (list) => live && setFonts(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [source]);
  if (failed) {
    return (
      <Feedback tone="error" className="design-warning">
        {FontMessage.fonts}
      </Feedback>
    );
  }
  if (!fonts) return <p role="status">Loading fonts…</p>;
  return (
    <div className="design-tab">
      <div className="design-row">
        <label htmlFor={themeId} className="field-label">
          Font theme
        </label>
        <select
          id={themeId}
          className="input"
          value={design.activeFontThemeId}
          onChange={(event) => update(['activeFontThemeId'], event.target.value)}
        >
          {design.fontThemes.map((theme) => (
            <option key={theme.id} value={theme.id}>
              {theme.name}
            </option>
          ))}
        </select>
      </div>
      {FONT_CATEGORIES.map((category) => (
        <CategoryFonts
          key={category}
          category={category}
          design={design}
          fonts={fonts}
          source={source}
        />
      ))}
      <StyleGuide design={design} />
    </div>
  );
}
