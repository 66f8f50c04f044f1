import { useTranslation } from 'react-i18next';
import { rem } from '@tokens/index';
import { Container } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import * as styles from './router.css';

/** Stands in for a page while its chunk loads, shaped like a title, a banner and a paragraph. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Container className={styles.loading}>
      <SkeletonGroup label={t('app.pageLoading')} className={styles.loadingGroup}>
        <Skeleton shape="text" width="32%" height={rem(36)} />
        <Skeleton shape="rect" height={rem(280)} />
        <Skeleton shape="text" lines={3} />
      </SkeletonGroup>
    </Container>
  );
}
