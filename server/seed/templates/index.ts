// A site made from a designed template (docs/site-templates.md): its illustrations stored as
// files, its newsletter and own forms, its products, its events collection, and its document
// styled by the brand tone, then published. Everything goes through the same checks as an
// owner's own writes (the product check, the form and item schemas, parseSite).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileRecord } from '../../../shared/api/files';
import { formDefinitionSchema } from '../../../shared/api/forms';
import {
  COLLECTION_VERSION,
  type Collection,
  collectionSettingsSchema,
  ITEM_VERSION,
  type Item,
  itemInputSchema,
  slugFromTitle,
} from '../../../shared/content/collections';
import { siteTimeZone } from '../../../shared/content/dates';
import {
  type BrandTone,
  designForTone,
  type SiteTemplateId,
} from '../../../shared/design/brand-tones';
import { parseSite } from '../../../shared/document/parse';
import type { Site } from '../../../shared/document/schema';
import { MAX_ITEMS_PER_ORDERABLE_COLLECTION } from '../../../shared/limits';
import { checkProductInput } from '../../../shared/products/product-input';
import type { FileLibrary } from '../../files/library';
import type { CollectionStore } from '../../storage/collection-store';
import type { CommerceStore } from '../../storage/commerce-store';
import type { FormStore } from '../../storage/form-store';
import type { SiteStore } from '../../storage/site-store';
import { storeIllustration } from '../demo-files';
import { NEWSLETTER_FORM } from '../demo-forms';
import type { SiteTemplate, TemplateContent, TemplateImages } from './parts';
import { portfolioTemplate } from './portfolio';
import { restaurantTemplate } from './restaurant';
import { shopTemplate } from './shop';

export const SITE_TEMPLATES: Readonly<Record<SiteTemplateId, SiteTemplate>> = {
  shop: shopTemplate,
  portfolio: portfolioTemplate,
  restaurant: restaurantTemplate,
};

/** The templates' illustrations (served under /media/templates/ as well). */
export const TEMPLATE_ASSETS_DIR = fileURLToPath(new URL('../assets/templates/', import.meta.url));

/** The stores of the site being made. */
export interface TemplateStores {
  readonly sites: SiteStore;
  readonly library: FileLibrary;
  readonly commerce: CommerceStore;
  readonly collections: CollectionStore;
  readonly forms: FormStore;
}

export interface TemplateChoice {
  readonly siteId: string;
  readonly template: SiteTemplateId;
  readonly tone: BrandTone;
  /** The site's name; the template's own when absent. */
  readonly name?: string;
  readonly now?: Date;
  readonly logError?: (message: string, error: unknown) => void;
}

export type TemplateSeedResult =
  | { readonly kind: 'created'; readonly site: Site; readonly revision: number }
  | { readonly kind: 'exists' };

/** The template's document and content, styled by the tone, with the given images. */
export function buildFromTemplate(
  choice: Pick<TemplateChoice, 'siteId' | 'template' | 'tone' | 'name'>,
  images: TemplateImages = {},
): TemplateContent {
  const template = SITE_TEMPLATES[choice.template];
  const name = choice.name?.trim() || template.defaultName;
  const content = template.build({ siteId: choice.siteId, name, images });
  const site = {
    ...content.site,
    design: designForTone(content.site.design, template.id, choice.tone),
  };
  const parsed = parseSite(site);
  if (!parsed.ok) throw new Error(`The ${template.id} template is not a valid site.`);
  return { ...content, site: parsed.site };
}

async function storeImages(
  library: FileLibrary,
  template: SiteTemplate,
  logError: TemplateChoice['logError'],
): Promise<TemplateImages> {
  const images: Record<string, FileRecord> = {};
  for (const name of template.images) {
    const path = join(TEMPLATE_ASSETS_DIR, template.id, `${name}.svg`);
    const record = await storeIllustration(library, path, name, logError, 'template image');
    if (record) images[name] = record;
  }
  return images;
}

async function writeForms(forms: FormStore, content: TemplateContent, name: string, at: Date) {
  const iso = at.toISOString();
  const listId = `${content.site.id}-letters`.slice(0, 64);
  if (!(await forms.listMailingLists()).some((list) => list.id === listId)) {
    await forms.createMailingList({ id: listId, name: `${name} letters`, createdAt: iso });
  }
  const newsletter = formDefinitionSchema.parse(NEWSLETTER_FORM);
  if (await forms.createForm(newsletter, iso))
    await forms.setFormMailingList(newsletter.id, listId);
  for (const input of content.forms) await forms.createForm(formDefinitionSchema.parse(input), iso);
}

async function writeProducts(commerce: CommerceStore, content: TemplateContent) {
  const currency = content.site.settings.currency;
  for (const input of content.products) {
    const checked = checkProductInput(input, currency);
    if (!checked.ok) throw new Error(`Template product "${input.name}": ${checked.message}`);
    const result = await commerce.createProduct(checked.product);
    if (result.kind === 'refused')
      throw new Error(`Template product "${input.name}": ${result.message}`);
  }
}

async function writeEvents(
  collections: CollectionStore,
  content: TemplateContent,
  images: TemplateImages,
  author: string,
  now: number,
) {
  const events = content.events;
  if (!events) return;
  const collection: Collection = {
    version: COLLECTION_VERSION,
    id: events.collectionId,
    siteId: collections.siteId,
    type: 'events',
    title: events.title,
    slug: events.slug,
    settings: collectionSettingsSchema.parse({}),
    createdAt: now,
    updatedAt: now,
  };
  if (!(await collections.createCollection(collection))) {
    throw new Error(`The events collection "${events.slug}" exists already.`);
  }
  const zone = siteTimeZone(content.site.settings);
  const inputs = events.items(now, zone, (name) => images[name]?.id ?? null);
  for (const [index, input] of inputs.entries()) {
    const parsed = itemInputSchema.parse(input);
    const item: Item = {
      ...parsed,
      version: ITEM_VERSION,
      id: `${events.collectionId}-${index + 1}`.slice(0, 64),
      collectionId: events.collectionId,
      slug: parsed.slug ?? slugFromTitle(parsed.title),
      author: parsed.author ?? author,
      createdAt: now,
      updatedAt: now,
    };
    const written = await collections.createItem(item, MAX_ITEMS_PER_ORDERABLE_COLLECTION);
    if (written.kind !== 'ok') throw new Error(`Template event "${item.title}": ${written.kind}`);
  }
}

/**
 * Makes the site `siteId` from a template in the given stores and publishes it: nothing is
 * written when a site of that id exists. The images are drawn first (about half a second each).
 */
export async function seedSiteFromTemplate(
  stores: TemplateStores,
  choice: TemplateChoice,
): Promise<TemplateSeedResult> {
  if (await stores.sites.get(choice.siteId)) return { kind: 'exists' };
  const now = choice.now ?? new Date();
  const template = SITE_TEMPLATES[choice.template];
  const images = await storeImages(stores.library, template, choice.logError);
  const content = buildFromTemplate(choice, images);
  const created = await stores.sites.create(content.site);
  if (created.kind === 'exists') return created;
  await writeForms(stores.forms, content, content.site.title, now);
  await writeProducts(stores.commerce, content);
  await writeEvents(stores.collections, content, images, content.site.title, now.getTime());
  await stores.sites.publish(content.site.id, created.revision);
  return { kind: 'created', site: content.site, revision: created.revision };
}
