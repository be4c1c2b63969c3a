// The Sites screen's calls (docs/sites.md), through the owner panels' one fetch; a fake stands in
// for it in the screen's tests.
import type { BrandTone } from '../../../shared/design/brand-tones';
import {
  type ManagedSite,
  type OpenSiteResponse,
  SITES_PATH,
  type SiteStart,
  siteDeletePath,
  siteManagePath,
} from '../../../shared/sites/manage';
import { type Answer, call } from '../../owner-call';

export interface SitesApi {
  list(): Promise<Answer<ManagedSite[]>>;
  create(name: string, template: SiteStart, tone: BrandTone): Promise<Answer<{ id: string }>>;
  rename(siteId: string, name: string): Promise<Answer<unknown>>;
  setHost(siteId: string, hostName: string): Promise<Answer<{ hostName: string | null }>>;
  duplicate(siteId: string): Promise<Answer<{ id: string }>>;
  remove(siteId: string, confirm: string): Promise<Answer<unknown>>;
  open(siteId: string): Promise<Answer<OpenSiteResponse>>;
}

export const sitesApi: SitesApi = {
  list: () => call('GET', SITES_PATH),
  create: (name, template, tone) => call('POST', SITES_PATH, { name, template, tone }),
  rename: (siteId, name) => call('PUT', siteManagePath(siteId, 'name'), { name }),
  setHost: (siteId, hostName) => call('PUT', siteManagePath(siteId, 'host'), { hostName }),
  duplicate: (siteId) => call('POST', siteManagePath(siteId, 'duplicate'), {}),
  remove: (siteId, confirm) => call('DELETE', siteDeletePath(siteId), { confirm }),
  open: (siteId) => call('POST', siteManagePath(siteId, 'open')),
};
