// Word that the store's products changed (a product created, saved or deleted in "Products"):
// the frame bridge passes it to the frame as a `catalogueChanged` message.
import { createSignal } from '../signal';

const changed = createSignal();

/** Tells every listener that the products changed. */
export const announceCatalogueChange = changed.announce;

/** Calls the listener on each change; returns the unsubscribe. */
export const onCatalogueChange = changed.on;
