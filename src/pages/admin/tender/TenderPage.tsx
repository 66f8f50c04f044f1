import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isMissing } from '@/app/api/loadState';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Link } from '@/components/Link';
import { Tag } from '@/components/Tag';
import { tenderPath } from '@/features/site/TenderList';
import {
  consoleStyles,
  localDateTime,
  TENDER_STATUS_TONE,
  TenderForm,
  TenderVisibility,
  type TenderFormFields,
  recordGate,
} from '@/features/console';
import {
  SITE_CONTENT_PATHS,
  tenderEditPath,
  uploadArticleImage,
  useStaffTender,
  useTenderWrite,
  type StaffProfile,
  type StaffTender,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';

const EMPTY: TenderFormFields = { code: '', title: '', summary: '', contentHtml: '', status: 'open', contact: '', deadline: '' };

function fieldsOf(tender: StaffTender): TenderFormFields {
  return {
    code: tender.code,
    title: tender.title,
    summary: tender.summary,
    contentHtml: tender.contentHtml,
    status: tender.status,
    contact: tender.contact,
    deadline: localDateTime(tender.deadline),
  };
}

type Confirm = 'publish' | 'unpublish' | 'delete';

/** /admin/pages/tenders/:tenderId and …/new: a tender announcement's fields and body; save, publish, delete. */
export function TenderPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().tenderId ?? '';
  const tenderId = /^\d+$/.test(param) ? Number(param) : null;
  const isNew = param === 'new';
  const tender = useStaffTender(tenderId);
  const write = useTenderWrite();
  const readOnly = !staff.permissions.includes('content.write');
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirm | null>(null);

  const gate = recordGate({
    unreachable: (!isNew && tenderId === null) || (isNew && readOnly) || isMissing(tender),
    record: tenderId !== null ? tender : undefined,
    notFound: t('admin.site.tender.notFound'),
    backTo: SITE_CONTENT_PATHS.tenders,
    backLabel: t('admin.site.tender.back'),
  });
  if (gate) return gate;
  const saved = tender.data ?? null;

  return (
    <>
      <section className={consoleStyles.panel}>
        <p>
          <Link to={SITE_CONTENT_PATHS.tenders}>← {t('admin.site.tender.back')}</Link>
        </p>
        <TenderForm
          key={saved ? `${saved.id}-${saved.version}` : 'new'}
          initial={saved ? fieldsOf(saved) : EMPTY}
          saved={saved}
          readOnly={readOnly}
          saving={write.isPending}
          error={write.error?.message ?? null}
          notice={notice}
          onUploadImage={(file) => uploadArticleImage(file, t('admin.news.editor.image'))}
          head={
            <>
              <h1 className={consoleStyles.pageTitle}>
                {saved ? t('admin.site.tender.editTitle') : t('admin.site.tender.newTitle')}
              </h1>
              {saved ? (
                <>
                  <TenderVisibility isPublished={saved.isPublished} />
                  <Tag tone={TENDER_STATUS_TONE[saved.status]}>{t(`site.tender.status.${saved.status}`)}</Tag>
                  <span className={consoleStyles.muted}>
                    {t('admin.site.tender.meta', { version: saved.version, updatedAt: formatDateTime(saved.updatedAt) })}
                  </span>
                  {saved.isPublished ? (
                    <a href={tenderPath(saved.id)} target="_blank" rel="noreferrer">
                      {t('admin.site.page.view')}
                    </a>
                  ) : null}
                </>
              ) : null}
            </>
          }
          onSubmit={(values) => {
            setNotice(null);
            write.mutate(
              { action: 'save', tenderId: saved?.id ?? null, version: saved?.version ?? null, values },
              {
                onSuccess: (result) => {
                  setNotice(t('admin.site.tender.saved'));
                  if (!saved && result) void navigate(tenderEditPath(result.id), { replace: true });
                },
              },
            );
          }}
          onPublish={(published) => setConfirming(published ? 'publish' : 'unpublish')}
          onDelete={() => setConfirming('delete')}
        />
      </section>
      <ConfirmDialog
        open={confirming !== null && saved !== null}
        title={confirming && saved ? t(`admin.site.tender.confirm.${confirming}.title`, { title: saved.title }) : ''}
        message={confirming ? t(`admin.site.tender.confirm.${confirming}.message`) : ''}
        showCancel
        confirmLabel={confirming ? t(`admin.site.tender.${confirming}`) : ''}
        cancelLabel={t('admin.news.status.cancel')}
        confirming={write.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming || !saved) return;
          const action = confirming;
          setNotice(null);
          write.mutate(
            action === 'delete'
              ? { action: 'delete', tenderId: saved.id, version: saved.version }
              : { action: 'publish', tenderId: saved.id, version: saved.version, published: action === 'publish' },
            {
              onSuccess: () => {
                if (action === 'delete') void navigate(SITE_CONTENT_PATHS.tenders, { replace: true });
                else setNotice(t(`admin.site.tender.done.${action}`));
              },
              onSettled: () => setConfirming(null),
            },
          );
        }}
      />
    </>
  );
}
