// An interactive part of a live page. Rendered on the server, it marks its element with a key and
// records what the browser needs to hydrate it (its kind and props, islands/data.ts); the page's
// other markup stays plain HTML without script. In the editor's frame there is no collector, so
// an island is just its children (the frame renders and updates everything itself).
import { createContext, type ReactNode, useContext, useId } from 'react';
import { ISLAND_ATTRIBUTE, type IslandEntry } from './data';

/** Collects the islands of one server render, by key. */
export class IslandCollector {
  readonly islands: Record<string, IslandEntry> = {};

  add(key: string, entry: IslandEntry): void {
    this.islands[key] = entry;
  }

  get size(): number {
    return Object.keys(this.islands).length;
  }
}

export const IslandsContext = createContext<IslandCollector | null>(null);

export function Island(props: {
  readonly kind: string;
  readonly props: unknown;
  readonly children: ReactNode;
}) {
  const collector = useContext(IslandsContext);
  const key = useId();
  if (collector === null) return props.children;
  collector.add(key, { kind: props.kind, props: props.props });
  return (
    <div className="sb-island" {...{ [ISLAND_ATTRIBUTE]: key }}>
      {props.children}
    </div>
  );
}
