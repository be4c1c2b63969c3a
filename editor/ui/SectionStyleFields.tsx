// A section's style: padding (small 3%, medium 6%, large 12%), corner radius (0 or 22 px) and
// the bottom divider (none, soft corners, rounded): the spec's presets.
import { useId } from 'react';
import {
  SECTION_CORNER_RADII,
  SECTION_DIVIDERS,
  SECTION_PADDING,
  type SectionDivider,
  type SectionPadding,
  type SectionStyle,
} from '../../shared/document/schema';
import { useEditorState, useEditorStore } from './context';
import { findSection } from './selectors';

const PADDING_LABEL: Readonly<Record<SectionPadding, string>> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};
const PADDINGS = Object.keys(SECTION_PADDING) as SectionPadding[];
const DIVIDER_LABEL: Readonly<Record<SectionDivider, string>> = {
  none: 'None',
  'soft-corners': 'Soft corners',
  rounded: 'Rounded',
};

export function SectionStyleFields({ sectionId }: { sectionId: string }) {
  const store = useEditorStore();
  const padding = useEditorState((state) => findSection(state, sectionId)?.style.padding);
  const radius = useEditorState((state) => findSection(state, sectionId)?.style.cornerRadius);
  const paddingId = useId();
  const divider = useEditorState((state) => findSection(state, sectionId)?.style.divider);
  const radiusId = useId();
  const dividerId = useId();
  if (padding === undefined || radius === undefined || divider === undefined) return null;
  const update = (style: Partial<SectionStyle>) =>
    store.getState().updateSectionStyle(sectionId, style);
  return (
    <fieldset className="section-style">
      <legend>Section style</legend>
      <div className="field">
        <label htmlFor={paddingId} className="field-label">
          Padding
        </label>
        <select
          id={paddingId}
          className="input"
          value={padding}
          onChange={(event) => update({ padding: event.target.value as SectionPadding })}
        >
          {PADDINGS.map((key) => (
            <option key={key} value={key}>
              {PADDING_LABEL[key]} {SECTION_PADDING[key]}%
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={radiusId} className="field-label">
          Corner radius
        </label>
        <select
          id={radiusId}
          className="input"
          value={radius}
          onChange={(event) =>
            update({ cornerRadius: Number(event.target.value) as SectionStyle['cornerRadius'] })
          }
        >
          {SECTION_CORNER_RADII.map((px) => (
            <option key={px} value={px}>
              {px} px
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={dividerId} className="field-label">
          Divider
        </label>
        <select
          id={dividerId}
          className="input"
          value={divider}
          onChange={(event) => update({ divider: event.target.value as SectionDivider })}
        >
          {SECTION_DIVIDERS.map((key) => (
            <option key={key} value={key}>
              {DIVIDER_LABEL[key]}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
