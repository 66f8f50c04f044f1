import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ComponentType } from 'react';
import { appQueryClient } from './queryClient';
import { RenderQueryClientContext } from './renderQueryClient';

/**
 * Gives a layout (and so every page inside it) the app's query cache. Layouts are lazy chunks, so the
 * query library arrives with the first layout instead of delaying the first download; the cache is one
 * and the same across layouts.
 */
export function withQueryClient<Props extends object>(
  Component: ComponentType<Props>,
  client: QueryClient = appQueryClient,
): ComponentType<Props> {
  function WithQueryClient(props: Props) {
    const rendering = useContext(RenderQueryClientContext);
    return (
      <QueryClientProvider client={rendering ?? client}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
