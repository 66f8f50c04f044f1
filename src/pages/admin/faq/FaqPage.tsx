import { useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { consoleStyles, FaqEditor, SiteContentTabs } from '@/features/console';
import { SITE_CONTENT_PATHS, useFaqWrite, useStaffFaq, type StaffProfile } from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/** /admin/pages/faq: the trainer FAQ and the course fee table, each row edited, added, removed and moved. */
export function FaqPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const faq = useStaffFaq();
  const write = useFaqWrite();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.site.title')}</h1>
          <p className={consoleStyles.pageIntro}>{t('admin.site.faq.intro')}</p>
        </div>
      </div>
      <SiteContentTabs current="faq" paths={SITE_CONTENT_PATHS} />
      {faq.isPending ? (
        <p className={consoleStyles.centered}>{t('admin.loading')}</p>
      ) : faq.isError ? (
        <LoadError message={faq.error.message} onRetry={() => void faq.refetch()} retrying={faq.isFetching} />
      ) : (
        <FaqEditor
          entries={faq.data.entries}
          fees={faq.data.fees}
          readOnly={!staff.permissions.includes('content.write')}
          saving={write.isPending}
          error={write.error?.message ?? null}
          notice={notice}
          onWrite={(change) => {
            setNotice(null);
            return write.mutateAsync(change).then(
              () => {
                setNotice(t('admin.site.faq.saved'));
                return true;
              },
              () => false,
            );
          }}
        />
      )}
    </section>
  );
}
