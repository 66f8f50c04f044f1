import { useTranslation } from '@/i18n/react';
import type { AppDataOf } from '@contract/api/schemas/contract';
import type * as schema from '@contract/api/schemas/web/learningManagement';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { rem } from '@tokens/index';
import * as commerce from '@/features/commerce/commerce.css';
import { ProgressBar } from '@/features/learning/ProgressBar';
import { PlanTaskList } from '@/features/studymag/PlanTaskList';
import { shortDay } from '@/features/studymag/format';
import { PeriodHeader } from '@/features/studymag/PeriodHeader';
import * as styles from '@/features/studymag/studymag.css';

export type PlanData = AppDataOf<typeof schema.learningPlan>;

export interface PlanViewProps {
  plan: Loadable<PlanData>;
  onPlan: (planId: number) => void;
  onToggle: (itemId: number, done: boolean) => void;
  /** Tasks whose change is on its way to the server. */
  pending?: readonly number[];
}

function PlanBody({ data, onPlan, onToggle, pending }: { data: PlanData } & Omit<PlanViewProps, 'plan'>) {
  const { t } = useTranslation();
  const plan = data.plan!;
  const done = plan.items.filter((item) => item.done).length;
  return (
    <>
      <PeriodHeader
        title={plan.title}
        subtitle={t('studymag.plan.weekOf', { date: plan.weekStart })}
        periods={data.plans}
        currentId={plan.id}
        pickerLabel={t('studymag.plan.picker')}
        onPick={onPlan}
      />
      <section className={styles.panel}>
        {plan.goal && <p className={styles.body}>{t('studymag.plan.goal', { goal: plan.goal })}</p>}
        <p className={styles.muted} data-testid="plan-progress">
          {t('studymag.plan.progress', { done, total: plan.items.length })}
        </p>
        <ProgressBar value={plan.items.length === 0 ? 0 : (done / plan.items.length) * 100} />
      </section>
      <section className={styles.panel}>
        <PlanTaskList items={plan.items} formatDay={shortDay} onToggle={onToggle} pending={pending} />
      </section>
    </>
  );
}

/** /studymag/plan: the week's plan, its goal and the tasks to tick off day by day. */
export function PlanView({ plan, onPlan, onToggle, pending = [] }: PlanViewProps) {
  const { t } = useTranslation();
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{t('studymag.plan.title')}</h1>
      <LoadableContent
        value={plan}
        skeleton={
          <SkeletonGroup>
            <Skeleton height={rem(100)} />
            <Skeleton height={rem(80)} />
            <Skeleton height={rem(80)} />
            <Skeleton height={rem(80)} />
          </SkeletonGroup>
        }
        isEmpty={(data) => data.plan === null}
        empty={
          <EmptyState
            title={t('studymag.plan.empty')}
            description={t('studymag.plan.emptyText')}
            action={
              <Link to="/personal/my-course" className={commerce.primaryLinkButton}>
                {t('studymag.wrongBook.toMyCourses')}
              </Link>
            }
          />
        }
      >
        {(data) => <PlanBody data={data} onPlan={onPlan} onToggle={onToggle} pending={pending} />}
      </LoadableContent>
    </Container>
  );
}
