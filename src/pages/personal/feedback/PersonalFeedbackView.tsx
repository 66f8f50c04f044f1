import { useTranslation } from '@/i18n/react';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Breadcrumb, Container } from '@/components/PageShell';
import { Pagination } from '@/components/Pagination';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { type FeedbackRecordData, FeedbackRecord } from '@/features/learning/FeedbackRecord';
import { FeedbackForm, type FeedbackFormProps } from '@/features/site/forms';
import * as shared from '@/features/site/shared.css';
import * as styles from './PersonalFeedback.css';

export type PersonalFeedbackForm = Omit<
  FeedbackFormProps,
  'withCaptcha' | 'captchaSrc' | 'onCaptchaRefresh' | 'heading' | 'intro' | 'sentText'
>;

export interface PersonalFeedbackViewProps {
  form: PersonalFeedbackForm;
  history: Loadable<{ list: FeedbackRecordData[]; total: number; page: number; size: number }>;
  onPage: (page: number) => void;
}

/**
 * /personal/feckback: a logged-in user's feedback form (no captcha: the server knows the sender) beside the
 * history of what they sent, with support's answers.
 */
export function PersonalFeedbackView({ form, history, onPage }: PersonalFeedbackViewProps) {
  const { t } = useTranslation();
  return (
    <Container className={shared.page}>
      <Breadcrumb
        items={[{ label: t('routes.home'), to: '/home' }, { label: t('learning.feedback.title') }]}
        LinkComponent={Link}
      />
      <div className={styles.layout}>
        <FeedbackForm
          {...form}
          withCaptcha={false}
          heading={t('learning.feedback.title')}
          intro={t('learning.feedback.intro')}
          sentText={t('learning.feedback.sent')}
        />
        <section className={styles.history} aria-labelledby="feedback-history">
          <h2 id="feedback-history" className={styles.historyTitle}>
            {t('learning.feedback.historyTitle')}
            {history.status === 'ready' && history.data.total > 0 && (
              <span className={styles.count}> · {history.data.total}</span>
            )}
          </h2>
          <LoadableContent
            value={history}
            size="sm"
            skeleton={
              <SkeletonGroup>
                <Skeleton height="7rem" />
                <Skeleton height="7rem" />
              </SkeletonGroup>
            }
            isEmpty={(data) => data.list.length === 0}
            empty={<EmptyState size="sm" title={t('learning.feedback.empty')} description={t('learning.feedback.emptyText')} />}
          >
            {(data) => (
              <>
                <ul className={styles.list} aria-label={t('learning.feedback.historyLabel', { count: data.total })}>
                  {data.list.map((item) => (
                    <FeedbackRecord key={item.id} item={item} />
                  ))}
                </ul>
                <Pagination page={data.page} pageSize={data.size} total={data.total} onPageChange={onPage} hideOnSinglePage />
              </>
            )}
          </LoadableContent>
        </section>
      </div>
    </Container>
  );
}
