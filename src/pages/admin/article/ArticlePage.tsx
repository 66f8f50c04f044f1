import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ArticleStatus } from '@contract/vocabulary/articleStatus';
import { isMissing } from '@/app/api/loadState';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Link } from '@/components/Link';
import { Tag } from '@/components/Tag';
import { ARTICLE_STATUS_TONE, ArticleForm, consoleStyles, type ArticleFormFields, recordGate } from '@/features/console';
import {
  articleEditPath,
  CONSOLE_PAGES,
  uploadArticleImage,
  useArticleCategories,
  useSaveArticle,
  useSetArticleStatus,
  useStaffArticle,
  type StaffArticle,
  type StaffProfile,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';

const newsPath = CONSOLE_PAGES.find((page) => page.id === 'news')!.path;

const EMPTY: ArticleFormFields = {
  title: '',
  categoryId: 0,
  summary: '',
  author: '',
  coverUrl: '',
  contentHtml: '',
  isTop: false,
};

function fieldsOf(article: StaffArticle): ArticleFormFields {
  return {
    title: article.title,
    categoryId: article.categoryId,
    summary: article.summary,
    author: article.author,
    coverUrl: article.coverUrl,
    contentHtml: article.contentHtml,
    isTop: article.isTop,
  };
}

/** /admin/news/:articleId and /admin/news/new: an article's fields and body, its save, publish and unpublish. */
export function ArticlePage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().articleId ?? '';
  const articleId = /^\d+$/.test(param) ? Number(param) : null;
  const isNew = param === 'new';
  const article = useStaffArticle(articleId);
  const categories = useArticleCategories();
  const save = useSaveArticle();
  const move = useSetArticleStatus();
  const readOnly = !staff.permissions.includes('content.write');
  const [notice, setNotice] = useState<string | null>(null);
  const [moving, setMoving] = useState<ArticleStatus | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const action = (to: ArticleStatus) => t(to === 'published' ? 'admin.news.status.publish' : 'admin.news.status.unpublish');

  const gate = recordGate({
    unreachable: (!isNew && articleId === null) || (isNew && readOnly) || isMissing(article),
    record: articleId !== null ? article : undefined,
    needs: [categories],
    notFound: t('admin.news.form.notFound'),
    backTo: newsPath,
    backLabel: t('admin.news.form.back'),
  });
  if (gate || !categories.data) return gate;
  const saved = article.data ?? null;
  const error = (save.error ?? move.error)?.message ?? null;

  return (
    <>
      <section className={consoleStyles.panel}>
        <p>
          <Link to={newsPath}>← {t('admin.news.form.back')}</Link>
        </p>
        <ArticleForm
          key={saved ? `${saved.id}-${saved.version}` : 'new'}
          initial={saved ? fieldsOf(saved) : EMPTY}
          categories={categories.data}
          status={saved?.status ?? null}
          readOnly={readOnly}
          saving={save.isPending || move.isPending}
          error={error}
          notice={notice}
          onUploadImage={(file) => uploadArticleImage(file, t('admin.news.editor.image'))}
          head={
            <>
              <h1 className={consoleStyles.pageTitle}>
                {saved ? t('admin.news.form.editTitle') : t('admin.news.form.newTitle')}
              </h1>
              {saved ? (
                <>
                  <Tag tone={ARTICLE_STATUS_TONE[saved.status]}>{t(`admin.news.statuses.${saved.status}`)}</Tag>
                  <span className={consoleStyles.muted}>
                    {t('admin.news.form.meta', {
                      version: saved.version,
                      updatedAt: formatDateTime(saved.updatedAt),
                      views: saved.views,
                    })}
                  </span>
                  {saved.status === 'published' ? (
                    <a href={`/news/detail?id=${saved.id}`} target="_blank" rel="noreferrer">
                      {t('admin.news.status.view')}
                    </a>
                  ) : null}
                </>
              ) : null}
            </>
          }
          onSubmit={(values) => {
            setNotice(null);
            move.reset();
            save.mutate(
              { articleId: saved?.id ?? null, version: saved?.version ?? null, values },
              {
                onSuccess: (result) => {
                  setNotice(t('admin.news.form.saved'));
                  if (!saved) void navigate(articleEditPath(result.id), { replace: true });
                },
              },
            );
          }}
          onMove={(to) => {
            setMoving(to);
            setConfirmOpen(true);
          }}
        />
      </section>
      <ConfirmDialog
        open={confirmOpen}
        title={moving && saved ? t('admin.news.status.confirmTitle', { action: action(moving), title: saved.title }) : ''}
        message={moving ? t(`admin.news.status.confirm.${moving}`) : ''}
        showCancel
        confirmLabel={moving ? action(moving) : ''}
        cancelLabel={t('admin.news.status.cancel')}
        confirming={move.isPending}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          if (!moving || !saved) return;
          save.reset();
          setNotice(null);
          move.mutate(
            { articleId: saved.id, status: moving, version: saved.version },
            {
              onSuccess: () => setNotice(t('admin.news.status.done', { action: action(moving) })),
              onSettled: () => setConfirmOpen(false),
            },
          );
        }}
      />
    </>
  );
}
