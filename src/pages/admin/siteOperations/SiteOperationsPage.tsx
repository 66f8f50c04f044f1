import type { UseQueryResult } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { mapLoadable, type Loadable } from '@/components/Loadable';
import { Tabs } from '@/components/Tabs';
import { consoleStyles, SiteAccounts, SiteAdvisers, SiteAppLinks, SiteBanners } from '@/features/console';
import {
  CONSOLE_BASE,
  isSiteSection,
  SITE_SECTIONS,
  uploadSiteImage,
  useDeleteBanner,
  useDeleteOfficialAccount,
  useReorderAdvisers,
  useReorderBanners,
  useReorderOfficialAccounts,
  useSaveAdviser,
  useSaveAppLinks,
  useSaveBanner,
  useSaveOfficialAccount,
  useSiteAdvisers,
  useSiteAppLinks,
  useSiteBanners,
  useSiteOfficialAccounts,
  type SiteSection,
  type StaffProfile,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/** The address of a section of the site's operations. */
export const siteOperationsPath = (section: SiteSection) => `${CONSOLE_BASE}/site/${section}`;

/** A console query as a view takes it; a retry asks the server again. */
function loadable<Data>(query: UseQueryResult<Data>): Loadable<Data> {
  if (query.isSuccess) return { status: 'ready', data: query.data };
  if (query.isError) return { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching };
  return { status: 'loading' };
}

function Banners({ canWrite, upload }: { canWrite: boolean; upload: (file: File) => Promise<string> }) {
  const banners = useSiteBanners();
  const save = useSaveBanner();
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  return (
    <SiteBanners
      banners={loadable(banners)}
      canWrite={canWrite}
      onSave={save.mutateAsync}
      onReorder={reorder.mutateAsync}
      onDelete={remove.mutateAsync}
      onUploadImage={upload}
    />
  );
}

function AppLinks({ canWrite }: { canWrite: boolean }) {
  const links = useSiteAppLinks();
  const save = useSaveAppLinks();
  return <SiteAppLinks links={loadable(links)} canWrite={canWrite} onSave={save.mutateAsync} />;
}

function Accounts({ canWrite, upload }: { canWrite: boolean; upload: (file: File) => Promise<string> }) {
  const accounts = useSiteOfficialAccounts();
  const save = useSaveOfficialAccount();
  const reorder = useReorderOfficialAccounts();
  const remove = useDeleteOfficialAccount();
  return (
    <SiteAccounts
      accounts={mapLoadable(loadable(accounts), (data) => data.list)}
      canWrite={canWrite}
      onSave={save.mutateAsync}
      onReorder={reorder.mutateAsync}
      onDelete={remove.mutateAsync}
      onUploadImage={upload}
    />
  );
}

function Advisers({ canWrite, upload }: { canWrite: boolean; upload: (file: File) => Promise<string> }) {
  const advisers = useSiteAdvisers();
  const save = useSaveAdviser();
  const reorder = useReorderAdvisers();
  return (
    <SiteAdvisers
      advisers={mapLoadable(loadable(advisers), (data) => data.list)}
      canWrite={canWrite}
      onSave={save.mutateAsync}
      onReorder={reorder.mutateAsync}
      onUploadImage={upload}
    />
  );
}

/**
 * /admin/site/<section>: the home carousel, the app's links, the official accounts and the advisers, one
 * section per tab, each at its own address (content.read to look, content.write to change).
 */
export function SiteOperationsPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { section } = useParams();
  if (!isSiteSection(section)) return <Navigate to={siteOperationsPath('banners')} replace />;
  const canWrite = staff.permissions.includes('content.write');
  const upload = (file: File) => uploadSiteImage(file, t('admin.operations.picture.banner.uploadFailed'));

  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.operations.title')}</h1>
          <p className={consoleStyles.pageIntro}>{canWrite ? t('admin.operations.intro') : t('admin.operations.readOnly')}</p>
        </div>
      </div>
      <Tabs
        label={t('admin.operations.title')}
        value={section}
        onValueChange={(next) => void navigate(siteOperationsPath(next as SiteSection))}
        items={SITE_SECTIONS.map((value) => ({ value, label: t(`admin.operations.sections.${value}`) }))}
      >
        {section === 'banners' ? <Banners canWrite={canWrite} upload={upload} /> : null}
        {section === 'app' ? <AppLinks canWrite={canWrite} /> : null}
        {section === 'accounts' ? <Accounts canWrite={canWrite} upload={upload} /> : null}
        {section === 'advisers' ? <Advisers canWrite={canWrite} upload={upload} /> : null}
      </Tabs>
    </section>
  );
}
