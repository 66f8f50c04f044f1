import { useState } from 'react';
import { useParams } from 'react-router';
import { SITE_PAGE_PLACES } from '@contract/api/schemas/admin/pages';
import { SITE_PAGE_SLUGS, type SitePageSlug } from '@contract/api/schemas/web/site';
import { isMissing } from '@/app/api/loadState';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Link } from '@/components/Link';
import { consoleStyles, SitePageForm, SitePageStatus, recordGate } from '@/features/console';
import { SITE_CONTENT_PATHS, uploadArticleImage, useSitePageWrite, useStaffSitePage, type StaffProfile } from '@/flows/console';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';

const slugOf = (param: string | undefined): SitePageSlug | null =>
  (SITE_PAGE_SLUGS as readonly string[]).includes(param ?? '') ? (param as SitePageSlug) : null;

/** /admin/pages/:slug: a site page's draft, its preview in the page's own layout, publish and discard. */
export function SitePagePage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const slug = slugOf(useParams().slug);
  const page = useStaffSitePage(slug);
  const write = useSitePageWrite();
  const readOnly = !staff.permissions.includes('content.write');
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'publish' | 'discard' | null>(null);

  const gate = recordGate({
    unreachable: slug === null || isMissing(page),
    record: page,
    notFound: t('admin.site.page.notFound'),
    backTo: SITE_CONTENT_PATHS.pages,
    backLabel: t('admin.site.page.back'),
  });
  if (gate || slug === null || !page.data) return gate;
  const saved = page.data;
  const path = SITE_PAGE_PLACES[slug].path;

  return (
    <>
      <section className={consoleStyles.panel}>
        <p>
          <Link to={SITE_CONTENT_PATHS.pages}>← {t('admin.site.page.back')}</Link>
        </p>
        <SitePageForm
          key={`${saved.slug}-${saved.version}`}
          slug={slug}
          initial={{ title: saved.title, contentHtml: saved.contentHtml, versionDate: saved.versionDate ?? '' }}
          hasDraft={saved.hasDraft}
          readOnly={readOnly}
          saving={write.isPending}
          error={write.error?.message ?? null}
          notice={notice}
          onUploadImage={(file) => uploadArticleImage(file, t('admin.news.editor.image'))}
          head={
            <>
              <h1 className={consoleStyles.pageTitle}>{saved.title}</h1>
              <SitePageStatus hasDraft={saved.hasDraft} />
              <span className={consoleStyles.muted}>
                {t('admin.site.page.meta', {
                  version: saved.version,
                  publishedAt: formatDateTime(saved.publishedAt),
                  updatedAt: formatDateTime(saved.updatedAt),
                })}
              </span>
              {path ? (
                <a href={path} target="_blank" rel="noreferrer">
                  {t('admin.site.page.view')}
                </a>
              ) : null}
            </>
          }
          onSubmit={(values) => {
            setNotice(null);
            write.mutate(
              { action: 'save', slug, version: saved.version, values },
              { onSuccess: (result) => setNotice(t(result.hasDraft ? 'admin.site.page.saved' : 'admin.site.page.savedSame')) },
            );
          }}
          onPublish={() => setConfirming('publish')}
          onDiscard={() => setConfirming('discard')}
        />
      </section>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`admin.site.page.confirm.${confirming}.title`, { title: saved.title }) : ''}
        message={confirming ? t(`admin.site.page.confirm.${confirming}.message`) : ''}
        showCancel
        confirmLabel={confirming === 'discard' ? t('admin.site.page.discard') : t('admin.site.page.publish')}
        cancelLabel={t('admin.news.status.cancel')}
        confirming={write.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          const action = confirming;
          setNotice(null);
          write.mutate(
            { action, slug, version: saved.version },
            {
              onSuccess: () => setNotice(t(action === 'publish' ? 'admin.site.page.published' : 'admin.site.page.discarded')),
              onSettled: () => setConfirming(null),
            },
          );
        }}
      />
    </>
  );
}
