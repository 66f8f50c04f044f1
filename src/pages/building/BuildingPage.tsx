import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BuildingPanel } from '@/components/BuildingPanel';
import { Container } from '@/components/PageShell';
import { canGoBack, homePathFor, titleKeyOf, useCurrentRoute } from '@/app/router/currentRoute';
import { RouterLink } from '@/app/router/RouterLink';
import * as styles from '@/pages/pages.css';

/** Every page not written yet: its title and the "being built" panel, inside its route's layout. */
export default function BuildingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const panel = (
    <BuildingPanel
      pageTitle={t(titleKeyOf(route))}
      homePath={homePathFor(route.area)}
      onBack={canGoBack() ? () => void navigate(-1) : undefined}
      LinkComponent={RouterLink}
    />
  );
  // The about layout already sets its pages in a content column beside the sidebar.
  if (route.layout === 'about') return <div>{panel}</div>;
  return <Container className={styles.page}>{panel}</Container>;
}
