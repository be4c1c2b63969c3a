// The bundled fonts' files (latin subset, weights 400 and 700, from @fontsource; SIL OFL), as
// URLs of assets Vite builds. Importing this module downloads nothing: a browser fetches a file
// only when an @font-face rule for it is declared and text uses it (font-faces.ts).

import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import lora400 from '@fontsource/lora/files/lora-latin-400-normal.woff2?url';
import lora700 from '@fontsource/lora/files/lora-latin-700-normal.woff2?url';
import playfair400 from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url';
import playfair700 from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';
import sourceSans400 from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2?url';
import sourceSans700 from '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2?url';
import type { FontFiles } from '../../shared/design/bundled-fonts';

export const FONT_FILES: FontFiles = {
  inter: { 400: inter400, 700: inter700 },
  lora: { 400: lora400, 700: lora700 },
  'playfair-display': { 400: playfair400, 700: playfair700 },
  'source-sans-3': { 400: sourceSans400, 700: sourceSans700 },
};
