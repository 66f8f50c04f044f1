import { Container } from '@/components/PageShell';
import { StatusPage } from '@/components/StatusPage';
import { homePathFor, useCurrentRoute } from './currentRoute';
import { isChunkLoadError } from './lazyPages';
import { RouterLink } from './RouterLink';
import * as styles from './router.css';

export interface FailureViewProps {
  onReload: () => void;
}

/** What a page whose chunk failed or timed out shows instead: the reason and a reload button. */
export function ChunkLoadErrorView({ onReload }: FailureViewProps) {
  const route = useCurrentRoute();
  return (
    <Container className={styles.status}>
      <StatusPage variant="chunkError" onReload={onReload} homePath={homePathFor(route.area)} LinkComponent={RouterLink} />
    </Container>
  );
}

/** A page that broke while rendering: the server-error view with a reload, never a blank screen. */
export function RenderErrorView({ onReload }: FailureViewProps) {
  const route = useCurrentRoute();
  return (
    <Container className={styles.status}>
      <StatusPage variant="serverError" onReload={onReload} homePath={homePathFor(route.area)} LinkComponent={RouterLink} />
    </Container>
  );
}

/** The view for whatever a page or layout failed with (loaded only when one fails, see PageFailure). */
export function FailureView({ error, onReload }: FailureViewProps & { error: unknown }) {
  return isChunkLoadError(error) ? <ChunkLoadErrorView onReload={onReload} /> : <RenderErrorView onReload={onReload} />;
}
