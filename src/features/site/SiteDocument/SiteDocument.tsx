import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { RichText } from '@/components/RichText';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { formatLongDate } from '@/lib/format';
import { withoutLeadingTitle } from '../document';
import '../texts';
import * as styles from './SiteDocument.css';

export interface SiteDocumentData {
  title: string;
  contentHtml: string;
  versionDate: string | null;
}

export interface SiteDocumentProps {
  page: SiteDocumentData;
  /** The page's main heading; the document's own title by default. */
  title?: ReactNode;
  /** Show the version date (agreements). */
  dated?: boolean;
  /** Before the text, e.g. a form or a contact card. */
  children?: ReactNode;
  /** `card` on the grey site, `plain` on a bare white page. */
  surface?: 'card' | 'plain';
}

/** A static page from the server (agreement, notice, licence): heading, date, then the text. */
export function SiteDocument({ page, title, dated = false, children, surface = 'card' }: SiteDocumentProps) {
  const { t, i18n } = useTranslation();
  return (
    <article className={[styles.root, styles.surface[surface]].join(' ')}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title ?? page.title}</h1>
        {dated && page.versionDate && (
          <p className={styles.date}>{t('site.document.version', { date: formatLongDate(page.versionDate, i18n.language) })}</p>
        )}
      </header>
      {children}
      <RichText html={withoutLeadingTitle(page.contentHtml)} />
    </article>
  );
}

export function SiteDocumentSkeleton({ surface = 'card' }: { surface?: 'card' | 'plain' }) {
  return (
    <SkeletonGroup className={[styles.root, styles.surface[surface]].join(' ')}>
      <Skeleton width="35%" height="2em" shape="rect" />
      <Skeleton lines={4} />
      <Skeleton width="25%" />
      <Skeleton lines={6} />
    </SkeletonGroup>
  );
}
