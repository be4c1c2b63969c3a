// Spacing: the room around sections (it scales each section's padding preset, small, medium or
// large, which stay per section) and between blocks, and with it the site's spacing scale.
import type { SiteDesign, SpacingLevel } from '../../../shared/design/site-design';
import { Choice } from './Choice';
import { useUpdateDesign } from './ColorsTab';

const LEVELS: ReadonlyArray<readonly [SpacingLevel, string]> = [
  ['compact', 'Compact'],
  ['comfortable', 'Comfortable'],
  ['spacious', 'Spacious'],
];

export function SpacingTab({ design }: { design: SiteDesign }) {
  const update = useUpdateDesign();
  return (
    <div className="design-tab">
      <Choice
        legend="Section spacing"
        options={LEVELS}
        value={design.spacing.section}
        onPick={(level) => update(['spacing', 'section'], level)}
      />
      <p className="design-note">
        Scales each section&rsquo;s padding (small, medium or large in its settings).
      </p>
      <Choice
        legend="Block spacing"
        options={LEVELS}
        value={design.spacing.block}
        onPick={(level) => update(['spacing', 'block'], level)}
      />
      <p className="design-note">The room between blocks, cards and form fields.</p>
    </div>
  );
}
