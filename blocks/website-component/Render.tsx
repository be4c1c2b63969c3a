// The website component block: an outlined card with a component icon, the words "Website
// component", the component's name and its description.
import { useId } from 'react';
import type { BlockRenderProps } from '../types';
import type { WebsiteComponentSettings } from './schema';
import './website-component.css';

export const COMPONENT_KICKER = 'Website component';

export function WebsiteComponentRender({ settings }: BlockRenderProps<WebsiteComponentSettings>) {
  const id = useId();
  const description = settings.description.trim();
  return (
    <section className="sb-component" aria-labelledby={`${id}-name`}>
      <svg
        className="sb-component-icon"
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="32"
        height="32"
      >
        <rect
          x="3"
          y="3"
          width="8"
          height="8"
          rx="1.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <rect x="13" y="3" width="8" height="8" rx="1.5" fill="currentColor" />
        <rect x="3" y="13" width="8" height="8" rx="1.5" fill="currentColor" />
        <rect
          x="13"
          y="13"
          width="8"
          height="8"
          rx="1.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <div className="sb-component-body">
        <p className="sb-component-kicker">{COMPONENT_KICKER}</p>
        <h3 id={`${id}-name`} className="sb-component-name">
          {settings.name}
        </h3>
        {description ? <p className="sb-component-description">{description}</p> : null}
      </div>
    </section>
  );
}
