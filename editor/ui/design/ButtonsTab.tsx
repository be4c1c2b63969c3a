// Buttons (shape, fill, corner radius) and the animation on scroll.
import { useId } from 'react';
import {
  BUTTON_RADIUS_RANGE,
  type ButtonStyle,
  type ScrollAnimation,
  type SiteDesign,
} from '../../../shared/design/site-design';
import { Choice } from './Choice';
import { useUpdateDesign } from './ColorsTab';

const SHAPES: ReadonlyArray<readonly [ButtonStyle['shape'], string]> = [
  ['square', 'Square'],
  ['rounded', 'Rounded'],
  ['pill', 'Pill'],
];
const FILLS: ReadonlyArray<readonly [ButtonStyle['fill'], string]> = [
  ['solid', 'Solid'],
  ['outline', 'Outline'],
];
const ANIMATIONS: ReadonlyArray<readonly [ScrollAnimation, string]> = [
  ['none', 'None'],
  ['fade', 'Fade'],
  ['slide', 'Slide'],
  ['scale', 'Scale'],
];

export function ButtonsTab({ design }: { design: SiteDesign }) {
  const update = useUpdateDesign();
  const radiusId = useId();
  const { buttons } = design;
  return (
    <div className="design-tab">
      <Choice
        legend="Button shape"
        options={SHAPES}
        value={buttons.shape}
        onPick={(shape) => update(['buttons', 'shape'], shape)}
      />
      <Choice
        legend="Button fill"
        options={FILLS}
        value={buttons.fill}
        onPick={(fill) => update(['buttons', 'fill'], fill)}
      />
      {buttons.shape === 'rounded' ? (
        <div className="design-row">
          <label htmlFor={radiusId} className="field-label">
            Corner radius (px)
          </label>
          <input
            id={radiusId}
            className="input"
            type="range"
            min={BUTTON_RADIUS_RANGE.min}
            max={BUTTON_RADIUS_RANGE.max}
            value={buttons.cornerRadius}
            onChange={(event) => update(['buttons', 'cornerRadius'], Number(event.target.value))}
          />
          <output htmlFor={radiusId}>{buttons.cornerRadius} px</output>
        </div>
      ) : null}
    </div>
  );
}

export function AnimationsTab({ design }: { design: SiteDesign }) {
  const update = useUpdateDesign();
  return (
    <div className="design-tab">
      <Choice
        legend="Animation on scroll"
        options={ANIMATIONS}
        value={design.scrollAnimation}
        onPick={(animation) => update(['scrollAnimation'], animation)}
      />
      <p className="design-note">Visitors who ask their device for reduced motion see none.</p>
    </div>
  );
}
