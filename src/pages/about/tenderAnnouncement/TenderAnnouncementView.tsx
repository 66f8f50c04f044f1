import { useTranslation } from '@/i18n/react';
import { EmptyState } from '@/components/EmptyState';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Pagination } from '@/components/Pagination';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { TenderDetail, TenderList, type TenderCard, type TenderDetailData } from '@/features/site/TenderList';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as shared from '@/features/site/shared.css';
import * as styles from './TenderAnnouncementPage.css';

export type TenderAnnouncementViewProps =
  | {
      mode: 'list';
      tenders: Loadable<{ list: readonly TenderCard[]; total: number; page: number; size: number }>;
      onPageChange: (page: number) => void;
    }
  | { mode: 'detail'; tender: Loadable<TenderDetailData>; notFound: boolean };

/** /about/tender-announcement: the procurement notices, and one notice at ?id=. */
export function TenderAnnouncementView(props: TenderAnnouncementViewProps) {
  const { t } = useTranslation();
  if (props.mode === 'detail') {
    if (props.notFound) {
      return (
        <div className={shared.stack}>
          <h1 className={styles.heading}>{t('site.tender.title')}</h1>
          <NotFoundState title={t('site.tender.notFound')} to="/about/tender-announcement" action={t('site.tender.back')} />
        </div>
      );
    }
    return (
      <LoadableContent
        value={props.tender}
        skeleton={
          <SkeletonGroup className={shared.panel}>
            <Skeleton width="60%" height="2em" shape="rect" />
            <Skeleton width="40%" />
            <Skeleton lines={8} />
          </SkeletonGroup>
        }
      >
        {(tender) => <TenderDetail tender={tender} />}
      </LoadableContent>
    );
  }
  return (
    <div className={shared.stack}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('site.tender.title')}</h1>
        <p className={styles.intro}>{t('site.tender.intro')}</p>
      </header>
      <LoadableContent
        value={props.tenders}
        isEmpty={(page) => page.list.length === 0}
        empty={<EmptyState title={t('site.tender.empty')} />}
        skeleton={
          <SkeletonGroup className={shared.stack}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} shape="rect" height="7em" />
            ))}
          </SkeletonGroup>
        }
      >
        {(page) => (
          <>
            <TenderList tenders={page.list} />
            <Pagination page={page.page} pageSize={page.size} total={page.total} onPageChange={props.onPageChange} />
          </>
        )}
      </LoadableContent>
    </div>
  );
}
