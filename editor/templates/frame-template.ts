// The product template the owner is editing, on its way to the frame: the templates panel says
// what the frame should show (a product or products page's address and the template's last good output, or
// null for the built-in details) and the frame bridge passes it on, again whenever the frame
// reloads.
export interface FrameTemplate {
  readonly address: string;
  readonly html: string;
  /** A product's page, a products page's list or a collection item's page. */
  readonly kind: 'product-detail' | 'product-list' | 'collection-item';
}

let current: FrameTemplate | null = null;
const listeners = new Set<(shown: FrameTemplate | null) => void>();

export function showTemplateInFrame(shown: FrameTemplate | null): void {
  current = shown;
  for (const listener of listeners) listener(shown);
}

export function frameTemplate(): FrameTemplate | null {
  return current;
}

/** Calls the listener on each change; returns the unsubscribe. */
export function onFrameTemplate(listener: (shown: FrameTemplate | null) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
