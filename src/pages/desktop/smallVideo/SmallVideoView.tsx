import { useTranslation } from '@/i18n/react';
import { EmptyState } from '@/components/EmptyState';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container } from '@/components/PageShell';
import { Skeleton } from '@/components/Skeleton';
import { ClipFeed, type ClipData } from '@/features/learning/ClipFeed';
import * as feedStyles from '@/features/learning/ClipFeed/ClipFeed.css';
import * as styles from './SmallVideo.css';

export interface SmallVideoViewProps {
  clips: Loadable<{ list: readonly ClipData[]; total: number }>;
  index: number;
  onIndexChange: (index: number) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onReload: () => void;
}

/** /small-video: the short-clip feed, or its loading, empty or failed state in the same place. */
export function SmallVideoView({ clips, index, onIndexChange, hasMore, loadingMore, onReload }: SmallVideoViewProps) {
  const { t } = useTranslation();
  return (
    <Container className={styles.page}>
      <h1 className={styles.hidden}>{t('learning.clips.title')}</h1>
      <LoadableContent
        value={clips}
        skeleton={<Skeleton shape="rect" className={styles.placeholder} />}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <div className={styles.placeholder}>
            <EmptyState title={t('learning.clips.empty')} description={t('learning.clips.emptyText')} />
          </div>
        }
      >
        {(data) => (
          <>
            <ClipFeed
              clips={data.list}
              index={Math.min(index, data.list.length - 1)}
              onIndexChange={onIndexChange}
              hasMore={hasMore}
              total={data.total}
              loadingMore={loadingMore}
              onReload={onReload}
            />
            <p className={feedStyles.hint}>{t('learning.clips.hint')}</p>
          </>
        )}
      </LoadableContent>
    </Container>
  );
}
