// The map block: the drawing made up from the address, a pin in its centre, and a card with the
// place's name, its address and the "Get directions" link (opening Google Maps in a new window).
import { useMemo } from 'react';
import type { BlockRenderProps } from '../types';
import { safeLinkHref } from '../url';
import { directionsHref, mapLabel } from './directions';
import { MapDrawing } from './MapDrawing';
import { mapArt } from './map-art';
import type { MapSettings } from './schema';
import './map.css';

function Pin() {
  return (
    <svg className="sb-map-pin" viewBox="0 0 40 52" aria-hidden="true" focusable="false">
      <ellipse className="sb-map-pin-shadow" cx="20" cy="49" rx="9" ry="3" />
      <path
        className="sb-map-pin-body"
        d="M20 2C10.6 2 3 9.4 3 18.6 3 31 20 48 20 48s17-17 17-29.4C37 9.4 29.4 2 20 2Z"
      />
      <circle className="sb-map-pin-dot" cx="20" cy="18.5" r="6.5" />
    </svg>
  );
}

export function MapRender({ settings }: BlockRenderProps<MapSettings>) {
  const address = settings.address.trim();
  const label = settings.label.trim();
  const art = useMemo(() => mapArt(address, settings.zoom), [address, settings.zoom]);
  const href = settings.showDirections ? safeLinkHref(directionsHref(address)) : null;
  return (
    <div className={`sb-map sb-map--${settings.style}`}>
      <div className="sb-map-canvas" style={{ height: settings.height }}>
        <MapDrawing art={art} label={mapLabel(address)} />
        <Pin />
      </div>
      <div className="sb-map-card">
        {label ? <p className="sb-map-label">{label}</p> : null}
        <p className="sb-map-address">{address}</p>
        {href ? (
          <a className="sb-map-directions" href={href} target="_blank" rel="noopener noreferrer">
            Get directions
            <span aria-hidden="true"> ↗</span>
            <span className="sb-map-hidden"> (opens in a new window)</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}
