// Word that the store's products changed (a product created, saved or deleted in "Products"):
// the frame bridge passes it to the frame as a `catalogueChanged` message.
const listeners = new Set<() => void>();

/** Tells every listener that the products changed. */
export function announceCatalogueChange(): void {
  for (const listener of listeners) listener();
}

/** Calls the listener on each change; returns the unsubscribe. */
export function onCatalogueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
