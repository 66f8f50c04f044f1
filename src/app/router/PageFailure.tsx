import { lazy, Suspense } from 'react';
import { LoadError } from '@/components/LoadError';
// Not the PageShell index: it would bring the page-title and section components into the first download.
import { Container } from '@/components/PageShell/Container';
import { loadCatalog } from '@/i18n';
import { ErrorBoundary } from './ErrorBoundary';
import { PageLoading } from './PageLoading';
import * as styles from './router.css';

/*
 * The failure views (with their illustrations and texts) are needed only when a page fails, so they
 * stay out of the first download and load when one does, with the texts they use.
 */
const FailureView = lazy(() =>
  Promise.all([import('./FailureViews'), loadCatalog()]).then(([module]) => ({ default: module.FailureView })),
);

interface PageFailureProps {
  error: unknown;
  onReload: () => void;
}

/**
 * What a page or layout that failed shows instead: the chunk error view when its chunk did not load,
 * the server-error view when it broke while rendering. Should those views not load either (the network
 * is down), a plain 'failed to load' with the reload button stands in: never a blank page.
 */
export function PageFailure({ error, onReload }: PageFailureProps) {
  return (
    <ErrorBoundary
      resetKey="failure"
      fallback={() => (
        <Container className={styles.status}>
          <LoadError onRetry={onReload} />
        </Container>
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <FailureView error={error} onReload={onReload} />
      </Suspense>
    </ErrorBoundary>
  );
}
