import { useTranslation } from '@/i18n/react';
// Not the PageShell index: it would bring the page-title and section components into the first download.
import { Container } from '@/components/PageShell/Container';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import * as styles from './router.css';

/** Stands in for a page while its chunk loads, shaped like a title, a banner and a paragraph. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Container className={styles.loading}>
      <SkeletonGroup label={t('app.pageLoading')} className={styles.loadingGroup}>
        <Skeleton shape="text" width="32%" height={styles.loadingHeights.title} />
        <Skeleton shape="rect" height={styles.loadingHeights.banner} />
        <Skeleton shape="text" lines={3} />
      </SkeletonGroup>
    </Container>
  );
}
