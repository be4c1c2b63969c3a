// Word that something changed, for whoever listens (the frame bridge): `announce` calls every
// listener; `on` adds one and returns its removal.
export interface Signal {
  readonly announce: () => void;
  readonly on: (listener: () => void) => () => void;
}

export function createSignal(): Signal {
  const listeners = new Set<() => void>();
  return {
    announce: () => {
      for (const listener of listeners) listener();
    },
    on: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
