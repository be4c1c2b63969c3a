// An item's likes and comments as an island of the live page (blocks/collection-list/
// Responses.tsx): under an item's page and in a Comments block alike, hydrated by the
// item-responses kind (hydrate.tsx).
import type { ReactNode } from 'react';
import type { ItemResponsesProps } from '../../blocks/collection-list/ItemResponses';
import { Island } from './Island';
import { IslandKind } from './kinds';

export function ResponsesIsland(props: {
  readonly target: ItemResponsesProps;
  readonly children: ReactNode;
}) {
  return (
    <Island kind={IslandKind.itemResponses} props={props.target}>
      {props.children}
    </Island>
  );
}
