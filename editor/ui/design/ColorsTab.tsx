// Colours: the five palette colours, the themes generated from them (lightest to darkest), the
// default theme, and each theme's text and accent, with a warning when text is hard to read.
import { cssColor, type Hsla } from '../../../shared/design/color';
import {
  type ColorValue,
  customColor,
  type Palette,
  resolveColor,
} from '../../../shared/design/color-value';
import { contrastText } from '../../../shared/design/contrast';
import type { SiteDesign } from '../../../shared/design/site-design';
import {
  type ColorTheme,
  contrastWarning,
  generateThemes,
  themeContrast,
} from '../../../shared/design/themes';
import type { DesignPath } from '../../store/actions/update-design';
import { ColorPicker } from '../color/ColorPicker';
import { useEditorState, useEditorStore } from '../context';

const BLACK: Hsla = { hue: 0, saturation: 0, lightness: 0, alpha: 1 };

/** Stores a design value; returns the refusal's message, or null. */
export function useUpdateDesign() {
  const store = useEditorStore();
  return (path: DesignPath, value: unknown): string | null => {
    const result = store.getState().updateDesign(path, value);
    return result.ok ? null : result.message;
  };
}

function ThemeRow({
  theme,
  index,
  palette,
}: {
  theme: ColorTheme;
  index: number;
  palette: Palette;
}) {
  const update = useUpdateDesign();
  const isDefault = useEditorState((state) => state.site.design.defaultThemeId === theme.id);
  const resolve = (value: ColorValue) => resolveColor(value, palette) ?? BLACK;
  const ratio = themeContrast(theme, palette);
  const warning = contrastWarning(ratio);
  const slot = (role: 'text' | 'accent', label: string) => (
    <div className="design-slot">
      <span aria-hidden="true">{label}</span>
      <ColorPicker
        label={`${theme.name} ${label.toLowerCase()}`}
        value={theme[role]}
        palette={palette}
        resolve={resolve}
        alpha={false}
        onChange={(value) =>
          value.type === 'theme' ? null : update(['colorThemes', index, role], value)
        }
      />
    </div>
  );
  return (
    <li className="design-theme" data-theme-id={theme.id}>
      <div
        className="design-theme-tile"
        style={{
          background: cssColor(resolve(theme.background)),
          color: cssColor(resolve(theme.text)),
        }}
      >
        <strong>{theme.name}</strong>{' '}
        <span style={{ color: cssColor(resolve(theme.accent)) }}>Accent</span>
      </div>
      <label className="design-default">
        <input
          type="radio"
          name="design-default-theme"
          checked={isDefault}
          onChange={() => update(['defaultThemeId'], theme.id)}
        />
        Default theme
      </label>
      <div className="design-theme-slots">
        {slot('text', 'Text')}
        {slot('accent', 'Accent')}
      </div>
      <p
        className={warning ? 'design-warning' : 'design-note'}
        role={warning ? 'alert' : undefined}
      >
        {warning ?? (ratio === undefined ? '' : `Text contrast ${contrastText(ratio)}`)}
      </p>
    </li>
  );
}

export function ColorsTab({ design }: { design: SiteDesign }) {
  const update = useUpdateDesign();
  const palette = design.colorPalette;
  const resolve = (value: ColorValue) => resolveColor(value, palette) ?? BLACK;
  return (
    <div className="design-tab">
      <fieldset className="design-group">
        <legend>Palette</legend>
        <div className="design-palette">
          {palette.map((color, index) => (
            <ColorPicker
              // biome-ignore lint/suspicious/noArrayIndexKey: the palette has five fixed places
              key={index}
              label={`Palette colour ${index + 1}`}
              value={customColor(color)}
              palette={palette}
              resolve={resolve}
              paletteSwatches={false}
              alpha={false}
              onChange={(value) =>
                value.type === 'custom' ? update(['colorPalette', index], value.color) : null
              }
            />
          ))}
        </div>
        <button
          type="button"
          className="button"
          onClick={() => update(['colorThemes'], generateThemes(palette))}
        >
          Generate themes from palette
        </button>
      </fieldset>
      <fieldset className="design-group">
        <legend>Colour themes</legend>
        <p className="design-note">
          Lightest to darkest. Each section uses the default theme unless its settings pick another.
        </p>
        <ul className="design-themes">
          {design.colorThemes.map((theme, index) => (
            <ThemeRow key={theme.id} theme={theme} index={index} palette={palette} />
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
