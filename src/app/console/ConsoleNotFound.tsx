import { Link } from '@/components/Link';
import { consoleStyles } from '@/features/console';
import { useTranslation } from '@/i18n/react';

/** An address the console has no page for, or a page the staff member's role may not open. */
export function ConsoleNotFound({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  return (
    <section className={consoleStyles.panel}>
      <h1 className={consoleStyles.pageTitle}>{t('admin.notFound.title')}</h1>
      <p className={consoleStyles.pageIntro}>{t('admin.notFound.body')}</p>
      <p>
        <Link to={backTo}>{t('admin.notFound.back')}</Link>
      </p>
    </section>
  );
}
