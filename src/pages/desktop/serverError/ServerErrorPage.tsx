import { useNavigate } from 'react-router';
import { Container } from '@/components/PageShell';
import { StatusPage } from '@/components/StatusPage';
import { canGoBack } from '@/app/router/currentRoute';
import { RouterLink } from '@/app/router/RouterLink';
import * as styles from '@/features/site/pages.css';

/** /error/500: the server failed; 'retry' returns to the page that failed when there is one. */
export default function ServerErrorPage() {
  const navigate = useNavigate();
  return (
    <Container className={styles.page}>
      <StatusPage variant="serverError" onReload={canGoBack() ? () => void navigate(-1) : undefined} LinkComponent={RouterLink} />
    </Container>
  );
}
