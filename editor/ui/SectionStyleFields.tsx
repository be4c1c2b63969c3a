// A section's style: padding (small 3%, medium 6%, large 12%), corner radius (0 or 22 px) and
// the bottom divider (none, soft corners, rounded): the spec's presets; and its colour theme.
import { useId } from 'react';
import {
  SECTION_CORNER_RADII,
  SECTION_DIVIDERS,
  SECTION_PADDING,
  type SectionPadding,
  type SectionStyle,
} from '../../shared/document/schema';
import { useEditorState, useEditorStore } from './context';
import { findSection } from './selectors';

type StyleKey = Exclude<keyof SectionStyle, 'theme'>;

const PADDING_LABEL: Readonly<Record<SectionPadding, string>> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/** Each style key's label and its choices as [stored value, shown text]. */
const CHOICES: ReadonlyArray<{
  key: StyleKey;
  label: string;
  options: ReadonlyArray<readonly [SectionStyle[StyleKey], string]>;
}> = [
  {
    key: 'padding',
    label: 'Padding',
    options: (Object.keys(SECTION_PADDING) as SectionPadding[]).map((key) => [
      key,
      `${PADDING_LABEL[key]} ${SECTION_PADDING[key]}%`,
    ]),
  },
  {
    key: 'cornerRadius',
    label: 'Corner radius',
    options: SECTION_CORNER_RADII.map((px) => [px, `${px} px`]),
  },
  {
    key: 'divider',
    label: 'Divider',
    options: SECTION_DIVIDERS.map((key) => [
      key,
      { none: 'None', 'soft-corners': 'Soft corners', rounded: 'Rounded' }[key],
    ]),
  },
];

function StyleSelect({
  sectionId,
  choice,
}: {
  sectionId: string;
  choice: (typeof CHOICES)[number];
}) {
  const store = useEditorStore();
  const value = useEditorState((state) => findSection(state, sectionId)?.style[choice.key]);
  const id = useId();
  if (value === undefined) return null;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {choice.label}
      </label>
      <select
        id={id}
        className="input"
        value={String(value)}
        onChange={(event) => {
          const picked = choice.options.find(([option]) => String(option) === event.target.value);
          if (picked) store.getState().updateSectionStyle(sectionId, { [choice.key]: picked[0] });
        }}
      >
        {choice.options.map(([option, text]) => (
          <option key={String(option)} value={String(option)}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

const DEFAULT_THEME = '';

/** The section's colour theme: the site's default or one of the site's themes. */
function ThemeSelect({ sectionId }: { sectionId: string }) {
  const store = useEditorStore();
  const value = useEditorState((state) => findSection(state, sectionId)?.style.theme);
  const themes = useEditorState((state) => state.site.design.colorThemes);
  const defaultId = useEditorState((state) => state.site.design.defaultThemeId);
  const id = useId();
  if (value === undefined) return null;
  const defaultName = themes.find((theme) => theme.id === defaultId)?.name ?? defaultId;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        Colour theme
      </label>
      <select
        id={id}
        className="input"
        value={value ?? DEFAULT_THEME}
        onChange={(event) => {
          const theme = event.target.value === DEFAULT_THEME ? null : event.target.value;
          store.getState().updateSectionStyle(sectionId, { theme });
        }}
      >
        <option value={DEFAULT_THEME}>Site default ({defaultName})</option>
        {themes.map((theme) => (
          <option key={theme.id} value={theme.id}>
            {theme.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SectionStyleFields({ sectionId }: { sectionId: string }) {
  const exists = useEditorState((state) => findSection(state, sectionId) !== undefined);
  if (!exists) return null;
  return (
    <fieldset className="section-style">
      <legend>Section style</legend>
      {CHOICES.map((choice) => (
        <StyleSelect key={choice.key} sectionId={sectionId} choice={choice} />
      ))}
      <ThemeSelect sectionId={sectionId} />
    </fieldset>
  );
}
