import { LoadError } from '@/components/LoadError';
import { consoleStyles, SiteContentTabs, SitePageTable } from '@/features/console';
import { SITE_CONTENT_PATHS, sitePageEditPath, useStaffSitePages } from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/** /admin/pages: the site's own pages (about, agreements, licences, handbooks), with the sections beside them. */
export function SitePagesPage() {
  const { t } = useTranslation();
  const list = useStaffSitePages();
  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.site.title')}</h1>
          <p className={consoleStyles.pageIntro}>{t('admin.site.pages.intro')}</p>
        </div>
      </div>
      <SiteContentTabs current="pages" paths={SITE_CONTENT_PATHS} />
      {list.isPending ? (
        <p className={consoleStyles.centered}>{t('admin.loading')}</p>
      ) : list.isError ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <SitePageTable rows={list.data} editPath={sitePageEditPath} />
      )}
    </section>
  );
}
