import { useTranslation } from '@/i18n/react';
import { CardGrid, CardList } from '@/components/CardGrid';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Breadcrumb, Container, linkButton, Section } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { chapterPath } from '@/features/catalog/ChapterOutline';
import { LessonCard, LessonCardSkeleton, type LessonCardData } from '@/features/catalog/LessonCard';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as shared from '@/features/site/shared.css';
import * as styles from './CourseChapterSubPage.css';
import { href } from '@contract/addresses/href';

export interface ChapterSubData {
  chapter: { id: number; title: string; summary: string; courseId: number; courseTitle: string };
  /** Chapter number in its course, 1-based. */
  number: number;
  lessons: readonly LessonCardData[];
  /** The other chapters of the course, for moving on. */
  siblings: readonly { id: number; title: string }[];
  /** Every lesson plays (bought or free course). */
  canWatch: boolean;
}

export interface CourseChapterSubViewProps {
  value: Loadable<ChapterSubData>;
  notFound: boolean;
}

/** /course/chaptersub?chapterId=: the lessons of one chapter with their videos and practice. */
export function CourseChapterSubView({ value, notFound }: CourseChapterSubViewProps) {
  const { t } = useTranslation();
  const data = value.status === 'ready' ? value.data : null;
  const crumbs = [
    { label: t('routes.home'), to: '/home' },
    { label: t('routes.course'), to: '/course' },
    ...(data ? [{ label: data.chapter.courseTitle, to: href.courseChapter({ courseId: data.chapter.courseId }) }] : []),
    { label: data ? data.chapter.title : t('routes.courseChapterSub') },
  ];
  return (
    <Container className={shared.page}>
      <Breadcrumb items={crumbs} LinkComponent={Link} className={styles.crumbs} />
      {notFound ? (
        <>
          <h1 className={styles.heading}>{t('routes.courseChapterSub')}</h1>
          <NotFoundState
            title={t('catalog.chapter.notFoundTitle')}
            description={t('catalog.detail.notFoundText')}
            to="/course"
            action={t('catalog.detail.browse')}
          />
        </>
      ) : (
        <LoadableContent
          value={value}
          skeleton={
            <SkeletonGroup className={styles.stack}>
              <Skeleton width="40%" height="2em" shape="rect" />
              <Skeleton width="70%" />
              <CardGrid columns={3}>
                {[0, 1, 2, 3, 4, 5].map((index) => (
                  <li key={index}>
                    <LessonCardSkeleton />
                  </li>
                ))}
              </CardGrid>
            </SkeletonGroup>
          }
        >
          {(chapter) => (
            <div className={styles.layout}>
              <div className={styles.main}>
                <header className={styles.header}>
                  <p className={styles.eyebrow}>{t('catalog.outline.chapter', { number: chapter.number })}</p>
                  <h1 className={styles.heading}>{chapter.chapter.title}</h1>
                  {chapter.chapter.summary && <p className={styles.summary}>{chapter.chapter.summary}</p>}
                  <p className={styles.facts}>
                    {t('catalog.hero.lessons', { count: chapter.lessons.length })}
                    {' · '}
                    {t('catalog.outline.exercises', {
                      count: chapter.lessons.reduce((sum, lesson) => sum + lesson.exerciseCount, 0),
                    })}
                  </p>
                  {!chapter.canWatch && (
                    <div className={styles.buyBar}>
                      <span>{t('catalog.chapter.buyHint')}</span>
                      <Link to={href.coursePurchase({ courseId: chapter.chapter.courseId })} className={linkButton.primary}>
                        {t('catalog.hero.buy')}
                      </Link>
                    </div>
                  )}
                </header>
                {chapter.lessons.length === 0 ? (
                  <p className={styles.summary}>{t('catalog.chapter.noLessons')}</p>
                ) : (
                  <CardList items={chapter.lessons} keyOf={(lesson) => lesson.id} columns={3} phoneColumns={1}>
                    {(lesson, index) => <LessonCard lesson={lesson} number={index + 1} canWatch={chapter.canWatch} />}
                  </CardList>
                )}
              </div>
              <aside className={styles.aside}>
                <Section title={t('catalog.chapter.allChapters')} surface="card">
                  <ol className={styles.chapters}>
                    {chapter.siblings.map((sibling, index) => (
                      <li key={sibling.id}>
                        <Link
                          to={chapterPath(sibling.id)}
                          className={styles.chapterLink}
                          aria-current={sibling.id === chapter.chapter.id ? 'page' : undefined}
                        >
                          <span className={styles.chapterNumber}>{t('catalog.outline.chapter', { number: index + 1 })}</span>
                          {sibling.title}
                        </Link>
                      </li>
                    ))}
                  </ol>
                  <Link to={href.courseChapter({ courseId: chapter.chapter.courseId })} className={styles.backLink}>
                    {t('catalog.chapter.backToCourse')}
                  </Link>
                </Section>
              </aside>
            </div>
          )}
        </LoadableContent>
      )}
    </Container>
  );
}
