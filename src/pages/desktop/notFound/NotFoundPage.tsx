import { Container } from '@/components/PageShell';
import { StatusPage } from '@/components/StatusPage';
import { homePathFor, useCurrentRoute } from '@/app/router/currentRoute';
import { RouterLink } from '@/app/router/RouterLink';
import * as styles from '@/features/site/pages.css';

/** Any unknown path: the 404 view leading to the start page of the site it belongs to (desktop or /m). */
export default function NotFoundPage() {
  const route = useCurrentRoute();
  return (
    <Container className={styles.page}>
      <StatusPage variant="notFound" homePath={homePathFor(route.area)} LinkComponent={RouterLink} />
    </Container>
  );
}
