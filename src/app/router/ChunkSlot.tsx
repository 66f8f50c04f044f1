import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';
import { PageFailure } from './PageFailure';
import { PageLoading } from './PageLoading';

export interface ChunkSlotProps {
  /** The lazy component of a page or layout chunk. */
  chunk: ComponentType;
  onReload: () => void;
}

/**
 * A lazily loaded page or layout: a skeleton while its chunk loads, the chunk error view if it never
 * comes, the server-error view if it breaks while rendering.
 */
export function ChunkSlot({ chunk: Chunk, onReload }: ChunkSlotProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <PageFailure error={error} onReload={onReload} />}>
      <Suspense fallback={<PageLoading />}>
        <Chunk />
      </Suspense>
    </ErrorBoundary>
  );
}
