import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import type { AppDataOf } from '@contract/api/schemas/contract';
import type * as schema from '@contract/api/schemas/web/practice';
import { href } from '@contract/addresses/href';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container } from '@/components/PageShell';
import { PracticeList, PracticeSkeleton, type PracticeState } from '@/features/evaluation/PracticeList';
import * as commerce from '@/features/commerce/commerce.css';
import * as styles from '@/features/studymag/studymag.css';
import { NotFoundState } from '@/features/site/NotFoundState';
import { isAnswered } from '@machines/evaluation';

export type LessonPracticeData = AppDataOf<typeof schema.lessonPractice>;

export interface PracticeViewProps {
  practice: Loadable<LessonPracticeData>;
  /** Why the lesson's practice cannot be opened (not bought, not found), from the server. */
  refusal: string | null;
  /** The practice itself, once loaded: the page runs it on the sitting machine. */
  children: (data: LessonPracticeData) => ReactNode;
}

export interface PracticeBodyProps extends PracticeState {
  data: LessonPracticeData;
}

/** The lesson's questions, how far the student got, and where to go once every question is marked. */
export function PracticeBody({ data, answers, markings, checkingId, error, send }: PracticeBodyProps) {
  const { t } = useTranslation();
  const total = data.questions.length;
  const marked = data.questions.filter((question) => markings[String(question.id)] !== undefined);
  const right = marked.filter((question) => markings[String(question.id)]?.isCorrect).length;
  const finished = marked.length === total;
  const links = (
    <div className={styles.links}>
      <Link to={href.lesson({ classId: data.lesson.classId })} className={styles.linkButton}>
        {t('studymag.practice.backToLesson')}
      </Link>
      <Link to={href.wrongBook()} className={styles.linkButton}>
        {t('studymag.practice.toWrongBook')}
      </Link>
    </div>
  );
  return (
    <>
      <section className={styles.panel} aria-labelledby="practice-title">
        <h1 className={styles.title} id="practice-title">
          {t('studymag.practice.title')} · {data.lesson.title}
        </h1>
        <p className={styles.muted}>
          {data.lesson.courseTitle} · {data.lesson.subjectName}
        </p>
        <p className={styles.body} data-testid="practice-progress" aria-live="polite">
          {t('studymag.practice.progress', { marked: marked.length, total, right })}
        </p>
      </section>
      <PracticeList
        questions={data.questions}
        answers={answers}
        markings={markings}
        checkingId={checkingId}
        isAnswered={isAnswered}
        error={error}
        send={send}
      />
      {finished ? (
        <section className={styles.panel} data-testid="practice-finished">
          <h2 className={styles.panelTitle}>{t('studymag.practice.finishedTitle')}</h2>
          <p className={styles.body}>
            {right === total ? t('studymag.practice.allRight') : t('studymag.practice.finishedText', { right, total })}
          </p>
          {links}
        </section>
      ) : (
        links
      )}
    </>
  );
}

/** /studymag/practice?classId=: a lesson's exercises, each checked on its own, with the explanation after it. */
export function PracticeView({ practice, refusal, children }: PracticeViewProps) {
  const { t } = useTranslation();
  return (
    <Container className={styles.page}>
      {refusal !== null ? (
        <NotFoundState title={refusal} to="/personal/my-course" action={t('learning.myCourses.title')} />
      ) : (
        <LoadableContent
          value={practice}
          skeleton={<PracticeSkeleton head={110} />}
          isEmpty={(data) => data.questions.length === 0}
          empty={
            <EmptyState
              title={t('studymag.practice.empty')}
              description={t('studymag.practice.emptyText')}
              action={
                <Link to={href.wrongBook()} className={commerce.primaryLinkButton}>
                  {t('studymag.practice.toWrongBook')}
                </Link>
              }
            />
          }
        >
          {children}
        </LoadableContent>
      )}
    </Container>
  );
}
