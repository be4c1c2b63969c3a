// The header's and the cart's islands, loaded apart from the page's blocks (and from the header's
// and footer's own markup, which stays plain HTML).
export { HeaderLinks } from '../../blocks/site-chrome/Header';
export { CartOverlayParts } from '../components/CartOverlayParts';
