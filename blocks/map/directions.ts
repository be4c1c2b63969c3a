// The map's words and link: the drawing's accessible name and the "Get directions" address, a
// Google Maps search for the address (a link only: nothing is loaded from it).

export function mapLabel(address: string): string {
  return `Map of ${address.trim()}`;
}

export function directionsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}
