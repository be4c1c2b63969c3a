// The templates panel's calls (docs/templates.md): the site's saved templates, a save (answering
// the errors its source has), a delete, a render of the source being typed, and the draft's
// collections as a visitor would see them (the items an item template is shown with).
import { COLLECTION_VIEW_PATH } from '../../shared/api/collection-view';
import type { TemplateRenderRequest, TemplateRenderResponse } from '../../shared/api/templates';
import { TEMPLATE_RENDER_PATH, type TemplateError } from '../../shared/api/templates';
import type { CollectionView } from '../../shared/content/collection-view';
import type { StoredTemplate, TemplateInput } from '../../shared/templates/stored';
import { type Answer, call } from '../owner-call';

const TEMPLATES_PATH = '/api/templates';
const at = (id: string) => `${TEMPLATES_PATH}/${encodeURIComponent(id)}`;

export const templatesClient = {
  list: async (): Promise<Answer<readonly StoredTemplate[]>> => {
    const answer = await call<{ templates: StoredTemplate[] }>('GET', TEMPLATES_PATH);
    return answer.ok ? { ok: true, value: answer.value.templates } : answer;
  },
  save: (id: string, input: TemplateInput) =>
    call<{ template: StoredTemplate; errors: TemplateError[] }>('PUT', at(id), input),
  remove: (id: string) => call<null>('DELETE', at(id)),
  render: (request: TemplateRenderRequest) =>
    call<TemplateRenderResponse>('POST', TEMPLATE_RENDER_PATH, request),
  /** The collections with their items; `address` an item's ('/blog/post'): with that item's body. */
  collectionView: (address: string) =>
    call<CollectionView>('GET', `${COLLECTION_VIEW_PATH}?${new URLSearchParams({ address })}`),
};
