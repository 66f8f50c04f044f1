import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { RichText } from '@/components/RichText';
import { Tag } from '@/components/Tag';
import { formatDate } from '@/lib/format';
import '../texts';
import * as styles from './TenderList.css';

export interface TenderCard {
  id: number;
  code: string;
  title: string;
  summary: string;
  status: 'open' | 'closed' | 'awarded';
  publishedAt: string;
  deadline: string | null;
}

export interface TenderDetailData extends TenderCard {
  contentHtml: string;
  contact: string;
  previous: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

const tone = { open: 'success', closed: 'neutral', awarded: 'brand' } as const;
export const tenderPath = (id: number) => `/about/tender-announcement?id=${id}`;

/** Procurement notices, newest first, each with its state, dates and number. */
export function TenderList({ tenders }: { tenders: readonly TenderCard[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {tenders.map((tender) => (
        <li key={tender.id} className={styles.item}>
          <div className={styles.head}>
            <Tag size="sm" tone={tone[tender.status]}>
              {t(`site.tender.status.${tender.status}`)}
            </Tag>
            <h2 className={styles.title}>
              <Link to={tenderPath(tender.id)} className={styles.link}>
                {tender.title}
              </Link>
            </h2>
          </div>
          <p className={styles.summary}>{tender.summary}</p>
          <p className={styles.meta}>
            <span>{t('site.tender.code', { code: tender.code })}</span>
            <span>{t('site.tender.published', { date: formatDate(tender.publishedAt) })}</span>
            {tender.deadline && (
              <span>{t('site.tender.deadline', { date: formatDate(tender.deadline, 'YYYY-MM-DD HH:mm') })}</span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** One notice in full, with its contact and the newer and older notices. */
export function TenderDetail({ tender }: { tender: TenderDetailData }) {
  const { t } = useTranslation();
  return (
    <article className={styles.detail}>
      <header className={styles.detailHead}>
        <Tag size="sm" tone={tone[tender.status]}>
          {t(`site.tender.status.${tender.status}`)}
        </Tag>
        <h1 className={styles.detailTitle}>{tender.title}</h1>
        <p className={styles.meta}>
          <span>{t('site.tender.code', { code: tender.code })}</span>
          <span>{t('site.tender.published', { date: formatDate(tender.publishedAt) })}</span>
          {tender.deadline && <span>{t('site.tender.deadline', { date: formatDate(tender.deadline, 'YYYY-MM-DD HH:mm') })}</span>}
        </p>
      </header>
      <RichText html={tender.contentHtml} size="md" />
      <nav className={styles.neighbours} aria-label={t('site.tender.title')}>
        {tender.previous && (
          <Link to={tenderPath(tender.previous.id)} className={styles.neighbour} rel="prev">
            <span className={styles.neighbourLabel}>{t('site.tender.previous')}</span>
            {tender.previous.title}
          </Link>
        )}
        {tender.next && (
          <Link to={tenderPath(tender.next.id)} className={styles.neighbour} rel="next">
            <span className={styles.neighbourLabel}>{t('site.tender.next')}</span>
            {tender.next.title}
          </Link>
        )}
      </nav>
      <Link to="/about/tender-announcement" className={styles.back}>
        ← {t('site.tender.back')}
      </Link>
    </article>
  );
}
