// What the Sites screen's calls do to the installation (docs/sites.md): make a site (blank or from
// a designed template), duplicate one (its document, published version, files, store, forms and
// collections) and delete one with every row and file it owns. The routes (routes/site-admin.ts)
// check who may and what was asked.
import { randomBytes } from 'node:crypto';
import type { BrandTone } from '../../shared/design/brand-tones';
import type { Site } from '../../shared/document/schema';
import { DEFAULT_CURRENCY } from '../../shared/money/currencies';
import type { SiteStart } from '../../shared/sites/manage';
import { originalFileName } from '../files/disk';
import type { FileBytes } from '../files/file-bytes';
import { FileLibrary } from '../files/library';
import { newFileId } from '../files/names';
import { VARIANT_TYPE, variantFileName } from '../files/variants';
import { blankSite } from '../seed/blank-site';
import { seedSiteFromTemplate } from '../seed/templates';
import { IdMap } from '../storage/site-copy';
import type { Stores } from '../storage/stores';

/** A new site's id: `site-` and ten lower-case letters or digits (a host-name label). */
export function newSiteId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(10);
  return `site-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export interface SiteOps {
  readonly stores: Stores;
  readonly fileBytes: FileBytes;
  readonly logError?: (message: string, error: unknown) => void;
}

/** What the "New site" form asks. */
export interface SiteChoice {
  readonly name: string;
  readonly template: SiteStart;
  readonly tone: BrandTone;
}

/** Makes the site and gives `ownerId` its admin role; answers the new id. */
export async function createSite(
  ops: SiteOps,
  ownerId: string,
  choice: SiteChoice,
): Promise<string> {
  const { stores } = ops;
  const siteId = newSiteId();
  try {
    await fillSite(ops, siteId, choice);
    await stores.owners.setRole(siteId, ownerId, 'admin');
  } catch (error) {
    // Half a site is no site: what was written goes.
    await deleteSite(ops, siteId);
    throw error;
  }
  return siteId;
}

async function fillSite(ops: SiteOps, siteId: string, choice: SiteChoice): Promise<void> {
  const { stores } = ops;
  if (choice.template === 'blank') {
    const created = await stores.sites.create(blankSite(siteId, choice.name));
    if (created.kind === 'created') await stores.sites.publish(siteId, created.revision);
  } else {
    await seedSiteFromTemplate(
      {
        sites: stores.sites,
        library: new FileLibrary(stores.files(siteId), ops.fileBytes),
        commerce: stores.commerce(siteId, async () => DEFAULT_CURRENCY),
        collections: stores.collections(siteId),
        forms: stores.forms(siteId),
      },
      {
        siteId,
        template: choice.template,
        tone: choice.tone,
        name: choice.name,
        logError: ops.logError,
      },
    );
  }
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Copies the bytes of every file of `from` under a new id; the old-to-new ids. */
async function copyFileBytes(ops: SiteOps, from: string): Promise<IdMap> {
  const ids = new IdMap();
  for (const file of await ops.stores.files(from).list()) {
    const extension = file.urlName.slice(file.urlName.lastIndexOf('.') + 1);
    const names: [string, string][] = [
      ...file.variants.map((variant): [string, string] => [variantFileName(variant), VARIANT_TYPE]),
      [originalFileName(extension), file.type],
    ];
    const id = newFileId();
    const pending = await ops.fileBytes.begin(id);
    try {
      for (const [name, type] of names) {
        const body = await ops.fileBytes.open(file.id, name);
        if (body) await pending.write(name, await readAll(body.stream), type);
      }
      await pending.commit();
    } catch (error) {
      await pending.discard();
      throw error;
    }
    ids.set(file.id, id);
  }
  return ids;
}

const rewritten = (site: Site, ids: IdMap, siteId: string, title: string): Site => ({
  ...(JSON.parse(ids.rewrite(JSON.stringify(site))) as Site),
  id: siteId,
  title,
});

/** Copies site `from` as a new site named `name`, `ownerId` its admin; the new id. */
export async function duplicateSite(
  ops: SiteOps,
  from: string,
  ownerId: string,
  name: string,
): Promise<string | undefined> {
  const { stores } = ops;
  const draft = await stores.sites.get(from);
  if (!draft) return undefined;
  const published = await stores.sites.published(from).catch(() => undefined);
  const siteId = newSiteId();
  try {
    const files = await copyFileBytes(ops, from);
    // No copied row refers to the site's own row, so they go first and name the new ids.
    const ids = await stores.registry.copyRows(from, siteId, files);
    const created = await stores.sites.create(
      rewritten((published ?? draft).site, ids, siteId, name),
    );
    if (created.kind !== 'created') throw new Error(`Site "${siteId}" exists already.`);
    if (published) {
      await stores.sites.publish(siteId, created.revision);
      if (published.revision !== draft.revision) {
        await stores.sites.save(siteId, created.revision, rewritten(draft.site, ids, siteId, name));
      }
    }
    await stores.owners.setRole(siteId, ownerId, 'admin');
    return siteId;
  } catch (error) {
    await deleteSite(ops, siteId);
    throw error;
  }
}

/** Removes the site, every row it owns and its files' bytes; false when there was none. */
export async function deleteSite(ops: SiteOps, siteId: string): Promise<boolean> {
  const fileIds = (await ops.stores.files(siteId).list()).map((file) => file.id);
  const removed = await ops.stores.registry.remove(siteId);
  for (const id of fileIds) await ops.fileBytes.remove(id);
  return removed;
}
