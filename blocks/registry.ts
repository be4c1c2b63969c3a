// Every block type's renderer, joined with its schema half, keyed by its numeric type code. Adding
// a block type is its folder plus one line here (`block(schema, Render)`; a family of similar
// types passes its list of schemas and one renderer). Types missing here render as a placeholder
// (BlockView.tsx).
import { AccordionRender } from './accordion/Render';
import { accordionSchema } from './accordion/schema';
import { AudioRender } from './audio/Render';
import { audioSchema } from './audio/schema';
import { ButtonRender } from './button/Render';
import { buttonSchema } from './button/schema';
import { ChartRender } from './chart/Render';
import { chartSchema } from './chart/schema';
import { CodeRender } from './code/Render';
import { codeSchema } from './code/schema';
import { CollectionListRender } from './collection-list/Render';
import { collectionListSchemas } from './collection-list/schema';
import { DonationRender } from './donation/Render';
import { donationSchema } from './donation/schema';
import { EmailFooterRender } from './email-footer/Render';
import { emailFooterSchema } from './email-footer/schema';
import { EmbedRender } from './embed/Render';
import { embedSchema } from './embed/schema';
import { FormRender } from './form/Render';
import { formSchema } from './form/schema';
import { GalleryRender } from './gallery/Render';
import { gallerySchema } from './gallery/schema';
import { GeoRender } from './geo/Render';
import { geoSchema } from './geo/schema';
import { HorizontalRuleRender } from './horizontal-rule/Render';
import { horizontalRuleSchema } from './horizontal-rule/schema';
import { HtmlRender } from './html/Render';
import { htmlSchema } from './html/schema';
import { ImageRender } from './image/Render';
import { imageSchema } from './image/schema';
import { InBrowserLinkRender } from './in-browser-link/Render';
import { inBrowserLinkSchema } from './in-browser-link/schema';
import { LinkRender } from './link/Render';
import { linkSchema } from './link/schema';
import { LogoRender } from './logo/Render';
import { logoSchema } from './logo/schema';
import { MapRender } from './map/Render';
import { mapSchema } from './map/schema';
import { MarkdownRender } from './markdown/Render';
import { markdownSchema } from './markdown/schema';
import { MarqueeRender } from './marquee/Render';
import { marqueeSchema } from './marquee/schema';
import { MemberAreaRender } from './member-area/Render';
import { memberAreaSchema } from './member-area/schema';
import { MenuRender } from './menu/Render';
import { menuSchema } from './menu/schema';
import { NavigationRender } from './navigation/Render';
import { navigationSchema } from './navigation/schema';
import { NewsletterRender } from './newsletter/Render';
import { newsletterSchema } from './newsletter/schema';
import { PricingPlanRender } from './pricing-plan/Render';
import { pricingPlanSchema } from './pricing-plan/schema';
import { ProductRender } from './product/Render';
import { productSchema } from './product/schema';
import { QuoteRender } from './quote/Render';
import { quoteSchema } from './quote/schema';
import { SearchRender } from './search/Render';
import { searchSchema } from './search/schema';
import { ServiceCardRender } from './service-card/Render';
import { serviceCardSchemas } from './service-card/schema';
import { ShapeRender } from './shape/Render';
import { shapeSchema } from './shape/schema';
import { SocialLinksRender } from './social-links/Render';
import { socialLinksSchemas } from './social-links/schema';
import { SpacerRender } from './spacer/Render';
import { spacerSchema } from './spacer/schema';
import type { BlockDefinition, BlockSchemaDefinition, BlockSettings } from './types';
import { VideoRender } from './video/Render';
import { videoSchema } from './video/schema';
import { WebsiteComponentRender } from './website-component/Render';
import { websiteComponentSchema } from './website-component/schema';

/**
 * Joins a block's schema half with its renderer. The settings type is erased so all blocks share
 * one table; this is sound because the renderer only ever receives `readSettings` output, which
 * the same schema produced.
 */
function block<S extends BlockSettings>(
  schemas: BlockSchemaDefinition<S> | readonly BlockSchemaDefinition<S>[],
  Render: BlockDefinition<S>['Render'],
): BlockDefinition[] {
  const list = Array.isArray(schemas) ? schemas : [schemas as BlockSchemaDefinition<S>];
  return list.map((schema) => ({ ...schema, Render }) as unknown as BlockDefinition);
}

const list: readonly (readonly BlockDefinition[])[] = [
  block(htmlSchema, HtmlRender),
  block(imageSchema, ImageRender),
  block(gallerySchema, GalleryRender),
  block(spacerSchema, SpacerRender),
  block(quoteSchema, QuoteRender),
  block(horizontalRuleSchema, HorizontalRuleRender),
  block(buttonSchema, ButtonRender),
  block(codeSchema, CodeRender),
  block(markdownSchema, MarkdownRender),
  block(accordionSchema, AccordionRender),
  block(marqueeSchema, MarqueeRender),
  block(shapeSchema, ShapeRender),
  block(videoSchema, VideoRender),
  block(audioSchema, AudioRender),
  block(embedSchema, EmbedRender),
  block(donationSchema, DonationRender),
  block(pricingPlanSchema, PricingPlanRender),
  block(memberAreaSchema, MemberAreaRender),
  block(emailFooterSchema, EmailFooterRender),
  block(inBrowserLinkSchema, InBrowserLinkRender),
  block(websiteComponentSchema, WebsiteComponentRender),
  block(geoSchema, GeoRender),
  block(serviceCardSchemas, ServiceCardRender),
  block(collectionListSchemas, CollectionListRender),
  block(socialLinksSchemas, SocialLinksRender),
  block(newsletterSchema, NewsletterRender),
  block(formSchema, FormRender),
  block(searchSchema, SearchRender),
  block(menuSchema, MenuRender),
  block(navigationSchema, NavigationRender),
  block(logoSchema, LogoRender),
  block(linkSchema, LinkRender),
  block(chartSchema, ChartRender),
  block(mapSchema, MapRender),
  block(productSchema, ProductRender),
];

export const BLOCK_DEFINITIONS: Readonly<Record<number, BlockDefinition>> = Object.fromEntries(
  list.flat().map((definition) => [definition.type, definition]),
);

export function getBlockDefinition(type: number): BlockDefinition | undefined {
  return Object.hasOwn(BLOCK_DEFINITIONS, type) ? BLOCK_DEFINITIONS[type] : undefined;
}
