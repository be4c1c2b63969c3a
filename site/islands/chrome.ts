// The header's and the cart's islands, loaded apart from the page's blocks.
export { CartOverlayParts, HeaderLinks } from '../components/StorefrontChrome';
