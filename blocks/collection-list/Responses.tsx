// An item's likes and comments wherever they show: under its page (site/components/
// CollectionRoutes.tsx) and in a Comments block (16). On the live site the server's render wraps
// them in an island (the site provides the wrapper, since blocks do not know islands); in the
// editor's frame there is no wrapper and they are plain React. One component, so both places
// load, show and post comments by the same rules (ItemResponses.tsx).
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { ItemResponses, type ItemResponsesProps } from './ItemResponses';

export type ResponsesWrapper = ComponentType<{
  readonly target: ItemResponsesProps;
  readonly children: ReactNode;
}>;

export const ResponsesWrapperContext = createContext<ResponsesWrapper | null>(null);

export function Responses(props: ItemResponsesProps) {
  const Wrapper = useContext(ResponsesWrapperContext);
  const shown = <ItemResponses {...props} />;
  return Wrapper ? <Wrapper target={props}>{shown}</Wrapper> : shown;
}
