import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { RichText } from '@/components/RichText';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { Logo } from '@/components/Logo';
import { MAIN_CONTENT_ID } from '@/components/PageShell';
import { withoutLeadingTitle, type TocEntry } from '@/features/site/document';
import type { SiteDocumentData } from '@/features/site/SiteDocument';
import { TableOfContents } from '@/features/site/TableOfContents';
import * as styles from './Handbook.css';

export interface HandbookViewProps {
  title: string;
  page: Loadable<SiteDocumentData>;
  entries: readonly TocEntry[];
  activeId: string | null;
  onNavigate: (id: string) => void;
}

/** A study handbook: its cover band, the text, and a table of contents that follows the reader. */
export function HandbookView({ title, page, entries, activeId, onNavigate }: HandbookViewProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <header className={styles.band}>
        <div className={styles.bandInner}>
          <Link to="/home" className={styles.home}>
            {/* Named by the logo picture, so the link's name and what it shows cannot disagree. */}
            <Logo size="sm" tone="inverse" aria-label={t('site.manual.home')} />
          </Link>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{t('site.manual.subtitle')}</p>
        </div>
      </header>
      <div className={styles.body}>
        <aside className={styles.toc}>
          {entries.length > 0 && <TableOfContents entries={entries} activeId={activeId} onNavigate={onNavigate} />}
        </aside>
        <article className={styles.text}>
          <LoadableContent
            value={page}
            skeleton={
              <SkeletonGroup className={styles.skeleton}>
                <Skeleton lines={3} />
                <Skeleton width="30%" />
                <Skeleton lines={8} />
              </SkeletonGroup>
            }
          >
            {(data) => <RichText html={withoutLeadingTitle(data.contentHtml)} />}
          </LoadableContent>
          <a href={`#${MAIN_CONTENT_ID}`} className={styles.top}>
            ↑ {t('site.document.backToTop')}
          </a>
        </article>
      </div>
    </div>
  );
}
