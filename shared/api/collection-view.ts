// The editor's frame asks the server for the collections as a visitor sees them, built by the
// same code as a live page's (docs/collections.md): `GET /api/collection-view?address=/blog/x`
// answers a CollectionView of the draft site, with the item the address names.
export const COLLECTION_VIEW_PATH = '/api/collection-view';
