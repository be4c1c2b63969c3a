// Image width variants and srcset: spec §7 ("Image URLs are built with width variants 100,
// 300, 500, 750, 1000, 1500, 2500") and §9 (variants 100w ... 2500w; thumbnail thresholds
// 100/300/500/750/1000 px). A variant URL is `{assetUrl}?format={variant}`.

import { IMAGE_WIDTH_VARIANTS, THUMBNAIL_WIDTH_THRESHOLDS } from '../limits';

/** The variant names: "100w", "300w", ... "2500w". */
export const IMAGE_VARIANT_NAMES: readonly string[] = IMAGE_WIDTH_VARIANTS.map((w) => `${w}w`);

export function imageVariantUrl(assetUrl: string, variant: string): string {
  return `${assetUrl}?format=${variant}`;
}

/** Width variants of a systemDataVariants list ("100w,300w,original"): those ending in "w". */
export function widthVariants(systemDataVariants: string): readonly string[] {
  return systemDataVariants
    .split(',')
    .map((variant) => variant.trim())
    .filter((variant) => /^\d+w$/.test(variant));
}

/** `{assetUrl}?format=100w 100w, {assetUrl}?format=300w 300w, ...`; '' without variants. */
export function imageSrcset(
  assetUrl: string,
  variants: readonly string[] = IMAGE_VARIANT_NAMES,
): string {
  return variants.map((variant) => `${imageVariantUrl(assetUrl, variant)} ${variant}`).join(', ');
}

/**
 * The thumbnail variant for a display width: above 1000 px "1500w", above 750 "1000w", above
 * 500 "750w", above 300 "500w", above 100 "300w", otherwise "100w".
 */
const THUMBNAIL_STEPS = THUMBNAIL_WIDTH_THRESHOLDS.map((above, i) => ({
  above,
  variant: `${IMAGE_WIDTH_VARIANTS[i + 1]}w`,
})).reverse();

export function thumbnailForWidth(width: number): string {
  return (
    THUMBNAIL_STEPS.find((step) => width > step.above)?.variant ?? `${IMAGE_WIDTH_VARIANTS[0]}w`
  );
}
