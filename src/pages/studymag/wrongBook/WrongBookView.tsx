import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import type { AppDataOf } from '@contract/api/schemas/contract';
import { WRONG_BOOK_CLEAR_STREAK, type WrongBookItem, type WrongBookState } from '@contract/api/schemas/web/practice';
import type * as schema from '@contract/api/schemas/web/practice';
import { href } from '@contract/addresses/href';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { FilterGroup } from '@/components/FilterGroup';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container } from '@/components/PageShell';
import { PracticeList, PracticeSkeleton, type PracticeState } from '@/features/evaluation/PracticeList';
import * as commerce from '@/features/commerce/commerce.css';
import { dateTime } from '@/features/studymag/format';
import * as styles from '@/features/studymag/studymag.css';
import { isAnswered, type PracticeMarking, type SheetAnswer } from '@machines/evaluation';
import { QuestionText } from '@/components/QuestionText';

export type WrongBookData = AppDataOf<typeof schema.wrongBook>;

export interface WrongBookFilter {
  /** A subject's code, or '' for every subject. */
  subject: string;
  state: WrongBookState;
}

export interface WrongBookViewProps {
  book: Loadable<WrongBookData>;
  filter: WrongBookFilter;
  /** The open questions, practised on the sitting machine by the page. */
  children: (data: WrongBookData) => ReactNode;
  /** Cleared questions: put one back into the book. */
  onRestore: (exerciseId: number) => void;
  /** Questions being put back now. */
  restoring?: readonly number[];
}

const bookAddress = (filter: WrongBookFilter) => {
  const query = new URLSearchParams();
  if (filter.subject) query.set('subject', filter.subject);
  if (filter.state === 'cleared') query.set('state', 'cleared');
  const search = query.toString();
  return search ? `${href.wrongBook()}?${search}` : href.wrongBook();
};

const answerText = (answer: SheetAnswer | null) => (answer === null ? '' : Array.isArray(answer) ? answer.join('；') : answer);

/** Where a question came from and how it went: its subject, point, mistakes and lesson. */
export function WrongItemDetails({ item }: { item: WrongBookItem }) {
  const { t } = useTranslation();
  return (
    <div className={styles.list}>
      <p className={styles.muted}>
        {item.subjectName} · {t('studymag.wrongBook.wrongTimes', { count: item.wrongCount })} ·{' '}
        {t('studymag.wrongBook.lastWrong', { time: dateTime(item.lastWrongAt) })}
        {item.question.knowledgePoint && ` · ${t('studymag.wrongBook.point', { point: item.question.knowledgePoint })}`}
      </p>
      {item.lastWrongAnswer !== null && (
        <p className={styles.muted}>{t('studymag.wrongBook.lastAnswer', { answer: answerText(item.lastWrongAnswer) })}</p>
      )}
      {item.lesson && (
        <Link to={href.lesson({ classId: item.lesson.classId })} className={styles.recentTitle}>
          {t('studymag.wrongBook.fromLesson', { course: item.lesson.courseTitle, lesson: item.lesson.title })}
        </Link>
      )}
    </div>
  );
}

/** What a redo did to the question's place in the book. */
export function RedoOutcome({ marking }: { marking: PracticeMarking }) {
  const { t } = useTranslation();
  if (marking.rightStreak === undefined) return null;
  if (marking.cleared) {
    return (
      <p className={styles.body} data-testid="redo-cleared">
        {t('studymag.wrongBook.clearedNow', { count: marking.rightStreak })}
      </p>
    );
  }
  if (!marking.isCorrect) return null;
  return (
    <p className={styles.body} data-testid="redo-streak">
      {t('studymag.wrongBook.streak', { count: marking.rightStreak, left: WRONG_BOOK_CLEAR_STREAK - marking.rightStreak })}
    </p>
  );
}

export interface OpenQuestionsProps extends PracticeState {
  items: readonly WrongBookItem[];
}

/** The open questions, each redone and checked on its own. */
export function OpenQuestions({ items, answers, markings, checkingId, error, send }: OpenQuestionsProps) {
  const byId = new Map(items.map((item) => [item.exerciseId, item]));
  return (
    <PracticeList
      questions={items.map((item) => item.question)}
      answers={answers}
      markings={markings}
      checkingId={checkingId}
      isAnswered={isAnswered}
      error={error}
      send={send}
      details={(question) => {
        const item = byId.get(question.id);
        return item ? <WrongItemDetails item={item} /> : null;
      }}
      outcome={(_, marking) => <RedoOutcome marking={marking} />}
    />
  );
}

function ClearedQuestions({
  items,
  onRestore,
  restoring,
}: {
  items: readonly WrongBookItem[];
  onRestore: (exerciseId: number) => void;
  restoring: readonly number[];
}) {
  const { t } = useTranslation();
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <li key={item.exerciseId} className={styles.panel} data-question={item.exerciseId}>
          <QuestionText as="p" className={styles.body} text={item.question.question} />
          <WrongItemDetails item={item} />
          {item.clearedAt && (
            <p className={styles.muted}>{t('studymag.wrongBook.clearedAt', { time: dateTime(item.clearedAt) })}</p>
          )}
          <div className={styles.links}>
            <Button variant="outline" loading={restoring.includes(item.exerciseId)} onClick={() => onRestore(item.exerciseId)}>
              {t('studymag.wrongBook.restore')}
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** /studymag/wrong-book: every wrongly answered question by subject; redo until right twice, restore a cleared one. */
export function WrongBookView({ book, filter, children, onRestore, restoring = [] }: WrongBookViewProps) {
  const { t } = useTranslation();
  return (
    <Container className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('studymag.wrongBook.title')}</h1>
        <p className={styles.subtitle}>{t('studymag.wrongBook.intro', { count: WRONG_BOOK_CLEAR_STREAK })}</p>
      </div>
      <LoadableContent
        value={book}
        skeleton={<PracticeSkeleton head={80} />}
        isEmpty={(data) => data.subjects.length === 0}
        empty={
          <EmptyState
            title={t('studymag.wrongBook.empty')}
            description={t('studymag.wrongBook.emptyText')}
            action={
              <Link to="/personal/my-course" className={commerce.primaryLinkButton}>
                {t('studymag.wrongBook.toMyCourses')}
              </Link>
            }
          />
        }
      >
        {(data) => {
          const chosen = data.subjects.filter((each) => !filter.subject || each.subject === filter.subject);
          const open = chosen.reduce((sum, each) => sum + each.open, 0);
          const cleared = chosen.reduce((sum, each) => sum + each.cleared, 0);
          return (
            <>
              <section className={styles.panel}>
                <FilterGroup
                  label={t('studymag.wrongBook.subjects')}
                  value={filter.subject}
                  options={[
                    { key: '', label: t('studymag.wrongBook.allSubjects'), to: bookAddress({ ...filter, subject: '' }) },
                    ...data.subjects.map((each) => ({
                      key: each.subject,
                      label: each.open > 0 ? `${each.subjectName} ${each.open}` : each.subjectName,
                      to: bookAddress({ ...filter, subject: each.subject }),
                    })),
                  ]}
                />
                <FilterGroup
                  label={t('studymag.wrongBook.state')}
                  value={filter.state}
                  options={[
                    {
                      key: 'open',
                      label: t('studymag.wrongBook.open', { count: open }),
                      to: bookAddress({ ...filter, state: 'open' }),
                    },
                    {
                      key: 'cleared',
                      label: t('studymag.wrongBook.cleared', { count: cleared }),
                      to: bookAddress({ ...filter, state: 'cleared' }),
                    },
                  ]}
                />
              </section>
              {data.items.length === 0 ? (
                filter.state === 'cleared' ? (
                  <EmptyState
                    title={t('studymag.wrongBook.emptyCleared')}
                    description={t('studymag.wrongBook.emptyClearedText', { count: WRONG_BOOK_CLEAR_STREAK })}
                  />
                ) : (
                  <EmptyState title={t('studymag.wrongBook.allCleared')} description={t('studymag.wrongBook.allClearedText')} />
                )
              ) : filter.state === 'cleared' ? (
                <ClearedQuestions items={data.items} onRestore={onRestore} restoring={restoring} />
              ) : (
                children(data)
              )}
            </>
          );
        }}
      </LoadableContent>
    </Container>
  );
}
