import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { TabButtons } from '@/components/TabButtons';
import { type DetailView, detailViews } from '../detailViews';
import * as styles from '../studymag.css';

interface DetailData {
  period: { title: string } | null;
}

export interface DetailFrameProps<T extends DetailData> {
  title: string;
  detail: Loadable<T>;
  view: DetailView;
  onView: (view: DetailView) => void;
  /** Heights of the skeleton blocks shown while the detail loads, shaped like the list it stands for. */
  skeletonHeights: string[];
  isEmpty: (data: T) => boolean;
  empty: { title: string; description: string };
  summary: (data: T) => ReactNode;
  /** The list items of the list view, each an `<li>`. */
  items: (data: T) => ReactNode;
}

/**
 * The frame both report details share: title and period, the way back to the report, and the summary / list
 * switch around the loaded detail.
 */
export function DetailFrame<T extends DetailData>({
  title,
  detail,
  view,
  onView,
  skeletonHeights,
  isEmpty,
  empty,
  summary,
  items,
}: DetailFrameProps<T>) {
  const { t } = useTranslation();
  const period = detail.status === 'ready' ? detail.data.period : null;
  return (
    <Container className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{period ? period.title : t('studymag.detail.allTime')}</p>
        </div>
        <Link to="/studymag/report" className={styles.linkButton}>
          {t('studymag.detail.backToReport')}
        </Link>
      </div>
      <TabButtons
        items={detailViews.map((value) => ({ value, label: t(`studymag.detail.${value}View`) }))}
        value={view}
        onValueChange={(value) => onView(value as DetailView)}
        label={t('studymag.detail.viewsLabel')}
      >
        <LoadableContent
          value={detail}
          skeleton={
            <SkeletonGroup>
              {skeletonHeights.map((height, index) => (
                <Skeleton key={index} height={height} />
              ))}
            </SkeletonGroup>
          }
          isEmpty={isEmpty}
          empty={<EmptyState title={empty.title} description={empty.description} />}
        >
          {(data) => (view === 'summary' ? summary(data) : <ul className={styles.list}>{items(data)}</ul>)}
        </LoadableContent>
      </TabButtons>
    </Container>
  );
}
