// The pricing plan block: a row of plan cards (a column on a phone). The first highlighted plan is
// drawn raised with the badge above its name.
import { SafeLink } from '../SafeLink';
import type { BlockRenderProps } from '../types';
import { featureLines, type Plan, popularIndex } from './plans';
import type { PricingPlanSettings } from './schema';
import './pricing-plan.css';

function PlanCard(props: { readonly plan: Plan; readonly badge: string | null }) {
  const { plan, badge } = props;
  const features = featureLines(plan.features);
  const description = plan.description.trim();
  return (
    <li className={`sb-pricing-plan${badge === null ? '' : ' sb-pricing-plan--popular'}`}>
      {badge ? <p className="sb-pricing-badge">{badge}</p> : null}
      <h3 className="sb-pricing-name">{plan.name}</h3>
      <p className="sb-pricing-price">
        <span className="sb-pricing-amount">{plan.price}</span>
        {plan.period.trim() ? (
          <span className="sb-pricing-period"> {plan.period.trim()}</span>
        ) : null}
      </p>
      {description ? <p className="sb-pricing-description">{description}</p> : null}
      {features.length > 0 ? (
        <ul className="sb-pricing-features">
          {features.map((feature, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is their identity
            <li key={index}>
              <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
                <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <SafeLink url={plan.buttonUrl} className="sb-button sb-button--medium sb-pricing-button">
        {plan.buttonLabel}
      </SafeLink>
    </li>
  );
}

export function PricingPlanRender({ settings }: BlockRenderProps<PricingPlanSettings>) {
  const popular = popularIndex(settings.plans);
  const badge = settings.badgeText.trim();
  return (
    <ul className={`sb-pricing sb-pricing--${settings.plans.length}`}>
      {settings.plans.map((plan, index) => (
        <PlanCard key={plan.id} plan={plan} badge={index === popular ? badge : null} />
      ))}
    </ul>
  );
}
