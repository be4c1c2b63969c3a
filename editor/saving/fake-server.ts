// A site API in memory for the saving tests: revisions, conflicts, an offline switch, and a gate
// that holds save answers back to test what happens while a save is on its way.
import { SiteApiMessage } from '../../shared/api/sites';
import type { Site } from '../../shared/document/schema';
import type { FetchSiteResult, SaveSiteResult, SiteClient } from './client';
import { SaveMessage } from './messages';

export class FakeServer implements SiteClient {
  revision: number;
  site: Site;
  offline = false;
  publishedRevision: number | null = null;
  readonly saves: Array<{ baseRevision: number; site: Site }> = [];
  private gate: Promise<void> | null = null;

  constructor(site: Site, revision: number) {
    this.site = site;
    this.revision = revision;
  }

  /** Holds every save answer until the returned function is called. */
  hold(): () => void {
    let release = () => {};
    this.gate = new Promise((resolve) => {
      release = () => {
        this.gate = null;
        resolve();
      };
    });
    return release;
  }

  /** Another tab saves a newer revision. */
  saveElsewhere(site: Site): void {
    this.site = site;
    this.revision += 1;
  }

  async fetchSite(): Promise<FetchSiteResult> {
    if (this.offline) return { kind: 'network-error', message: SaveMessage.network };
    return {
      kind: 'ok',
      site: this.site,
      revision: this.revision,
      publishedRevision: this.publishedRevision,
    };
  }

  async saveSite(_siteId: string, baseRevision: number, site: Site): Promise<SaveSiteResult> {
    this.saves.push({ baseRevision, site });
    if (this.gate) await this.gate;
    if (this.offline) return { kind: 'network-error', message: SaveMessage.network };
    if (baseRevision !== this.revision) {
      return {
        kind: 'conflict',
        currentRevision: this.revision,
        message: SiteApiMessage.conflict,
      };
    }
    this.site = site;
    this.revision += 1;
    return { kind: 'ok', revision: this.revision };
  }
}
