import { Link } from '@/components/Link';
import { useTranslation } from '@/i18n/react';
import * as styles from './SiteContentTabs.css';

export const SITE_CONTENT_SECTIONS = ['pages', 'tenders', 'faq'] as const;
export type SiteContentSection = (typeof SITE_CONTENT_SECTIONS)[number];

export interface SiteContentTabsProps {
  current: SiteContentSection;
  /** Each section's address. */
  paths: Readonly<Record<SiteContentSection, string>>;
}

/** The sections of "Pages": the site's own pages, its tender announcements and its FAQ. */
export function SiteContentTabs({ current, paths }: SiteContentTabsProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.tabs} aria-label={t('admin.site.sectionsLabel')}>
      {SITE_CONTENT_SECTIONS.map((section) => (
        <Link key={section} to={paths[section]} className={styles.tab} aria-current={section === current ? 'page' : undefined}>
          {t(`admin.site.sections.${section}`)}
        </Link>
      ))}
    </nav>
  );
}
