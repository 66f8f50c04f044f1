import { useTranslation } from '@/i18n/react';
import { CardGridSkeleton, CardList } from '@/components/CardGrid';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Breadcrumb, Container, Section } from '@/components/PageShell';
import { RichText } from '@/components/RichText';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { ChapterOutline, type ChapterOutlineProps, type OutlineChapter } from '@/features/catalog/ChapterOutline';
import { CourseCard, CourseCardSkeleton, type CourseCardData } from '@/features/catalog/CourseCard';
import { CourseHero, CourseHeroSkeleton } from '@/features/catalog/CourseHero';
import type { CourseDetail } from '@/features/catalog/courseDetail';
import { ReviewList, type ReviewListProps } from '@/features/catalog/ReviewList';
import { TeacherPanel } from '@/features/catalog/TeacherPanel';
import { CollectButton } from '@/features/collection/CollectButton';
import { DrawWhenNear } from '@/lib/nearViewport';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as shared from '@/features/site/shared.css';
import * as styles from './CourseChapterPage.css';
import { href } from '@contract/addresses/href';

export interface CourseChapterViewProps {
  course: Loadable<CourseDetail>;
  /** The course does not exist (or is no longer offered). */
  notFound: boolean;
  chapters: Loadable<readonly OutlineChapter[]>;
  outline: Pick<ChapterOutlineProps, 'openChapters' | 'lessonsOf' | 'onToggle'>;
  reviews: Omit<ReviewListProps, 'chapters'>;
  related: Loadable<readonly CourseCardData[]>;
  collect: { collected: boolean; pending: boolean; onToggle: () => void };
  /**
   * The reviews and the related courses, under the first screen, wait for the visitor to come near them
   * (`onBelowFoldNear` then starts the reviews' data). Off: everything at once (stories).
   */
  deferBelowFold?: boolean;
  onBelowFoldNear?: () => void;
}

/** /course/chapter?courseId=: a course's page, with its outline, teacher, reviews and related courses. */
export function CourseChapterView(props: CourseChapterViewProps) {
  const { course, notFound, chapters, outline, reviews, related, collect } = props;
  const { t } = useTranslation();
  const crumbs = [
    { label: t('routes.home'), to: '/home' },
    { label: t('routes.course'), to: '/course' },
    { label: course.status === 'ready' ? course.data.title : t('routes.courseChapter') },
  ];
  if (notFound) {
    return (
      <Container className={shared.page}>
        <Breadcrumb items={crumbs} LinkComponent={Link} className={styles.crumbs} />
        <h1 className={styles.hiddenHeading}>{t('routes.courseChapter')}</h1>
        <NotFoundState
          title={t('catalog.detail.notFoundTitle')}
          description={t('catalog.detail.notFoundText')}
          to="/course"
          action={t('catalog.detail.browse')}
        />
      </Container>
    );
  }
  const canWatch = course.status === 'ready' && (course.data.purchased || course.data.isFree);
  return (
    <Container className={shared.page}>
      <Breadcrumb items={crumbs} LinkComponent={Link} className={styles.crumbs} />
      <LoadableContent
        value={course}
        skeleton={
          <div className={styles.heroSkeleton}>
            <CourseHeroSkeleton />
          </div>
        }
      >
        {(data) => (
          <CourseHero
            course={data}
            buyTo={href.coursePurchase({ courseId: data.id })}
            learnTo={href.myCourseChapter({ courseId: data.id })}
            collect={
              <CollectButton
                collected={collect.collected}
                pending={collect.pending}
                onClick={collect.onToggle}
                subject={t('catalog.detail.collectSubject')}
              />
            }
          />
        )}
      </LoadableContent>
      <div className={styles.columns}>
        <div className={styles.main}>
          <Section title={t('catalog.outline.heading')} surface="card">
            <LoadableContent
              value={chapters}
              isEmpty={(list) => list.length === 0}
              skeleton={
                <SkeletonGroup className={styles.stack}>
                  {[0, 1, 2, 3].map((row) => (
                    <Skeleton key={row} shape="rect" height="3.2em" />
                  ))}
                </SkeletonGroup>
              }
            >
              {(list) => <ChapterOutline chapters={list} canWatch={canWatch} {...outline} />}
            </LoadableContent>
          </Section>
          {course.status === 'ready' && course.data.descriptionHtml && (
            <Section title={t('catalog.detail.introduction')} surface="card">
              <RichText html={course.data.descriptionHtml} size="md" />
            </Section>
          )}
          <DrawWhenNear
            defer={props.deferBelowFold ?? false}
            onNear={props.onBelowFoldNear}
            spaceClassName={styles.belowFoldSpace}
          >
            {chapters.status === 'ready' && chapters.data.length > 0 && (
              <Section title={t('catalog.reviews.heading')} surface="card">
                <ReviewList chapters={chapters.data} {...reviews} />
              </Section>
            )}
          </DrawWhenNear>
        </div>
        <aside className={styles.aside} aria-label={t('catalog.teacher.heading')}>
          <LoadableContent
            value={course}
            size="sm"
            skeleton={
              <SkeletonGroup className={shared.panel}>
                <Skeleton width="40%" />
                <Skeleton lines={4} />
              </SkeletonGroup>
            }
          >
            {(data) => <TeacherPanel name={data.teacherName} photoUrl={data.teacherPhotoUrl} intro={data.teacherIntro} />}
          </LoadableContent>
        </aside>
      </div>
      <DrawWhenNear defer={props.deferBelowFold ?? false}>
        <Section title={t('catalog.detail.related')}>
          <LoadableContent
            value={related}
            size="sm"
            isEmpty={(list) => list.length === 0}
            skeleton={<CardGridSkeleton count={4} columns={4} card={<CourseCardSkeleton />} />}
          >
            {(list) => (
              <CardList items={list} keyOf={(item) => item.id} columns={4}>
                {(item) => <CourseCard course={item} />}
              </CardList>
            )}
          </LoadableContent>
        </Section>
      </DrawWhenNear>
    </Container>
  );
}
