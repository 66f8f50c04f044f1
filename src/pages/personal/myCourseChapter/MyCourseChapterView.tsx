import { useTranslation } from '@/i18n/react';
import { Image } from '@/components/Image';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Breadcrumb, Container } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { LessonOutline, type OutlineChapterData } from '@/features/learning/LessonOutline';
import { ProgressBar } from '@/features/learning/ProgressBar';
import * as commerce from '@/features/commerce/commerce.css';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as shared from '@/features/site/shared.css';
import { playTo } from '@/features/learning/paths';
import { visuallyHidden } from '@tokens/a11y.css';
import * as styles from './MyCourseChapter.css';
import { COURSE_COVER_RATIO } from '@/lib/image';
import { href } from '@contract/addresses/href';

export interface MyCourseChapterData {
  course: { id: number; title: string; coverUrl: string; teacherName: string; owned: boolean; progress: number };
  chapters: OutlineChapterData[];
}

export interface MyCourseChapterViewProps {
  chapters: Loadable<MyCourseChapterData>;
  notFound: boolean;
}

/** /personal/my-course-chapter: a course's chapters and lessons with what is watched, and the exercises. */
export function MyCourseChapterView({ chapters, notFound }: MyCourseChapterViewProps) {
  const { t } = useTranslation();
  const crumbs = [
    { label: t('routes.home'), to: '/home' },
    { label: t('learning.myCourses.title'), to: '/personal/my-course' },
    { label: t('learning.chapter.title') },
  ];
  return (
    <Container className={shared.page}>
      <Breadcrumb items={crumbs} LinkComponent={Link} />
      {notFound ? (
        <NotFoundState title={t('learning.chapter.notFound')} to="/personal/my-course" action={t('learning.myCourses.title')} />
      ) : (
        <LoadableContent
          value={chapters}
          skeleton={
            <SkeletonGroup>
              <Skeleton height="8rem" />
              <Skeleton height="20rem" />
            </SkeletonGroup>
          }
        >
          {(data) => (
            <div className={shared.stack}>
              <section className={styles.head}>
                <Image src={data.course.coverUrl} alt="" ratio={COURSE_COVER_RATIO} radius="md" wrapperClassName={styles.cover} />
                <div className={styles.headText}>
                  <h1 className={styles.title}>{data.course.title}</h1>
                  {data.course.teacherName && (
                    <p className={styles.meta}>{t('learning.myCourses.teacher', { name: data.course.teacherName })}</p>
                  )}
                  <ProgressBar value={data.course.progress} />
                  {!data.course.owned && (
                    <Link to={href.coursePurchase({ courseId: data.course.id })} className={commerce.primaryLinkButton}>
                      {t('learning.chapter.buy')}
                    </Link>
                  )}
                </div>
              </section>
              <section className={shared.panel} aria-labelledby="my-course-outline">
                {/* Chapter titles inside the outline are h3s; this heading keeps the outline one level under the course. */}
                <h2 id="my-course-outline" className={visuallyHidden}>
                  {t('learning.chapter.title')}
                </h2>
                <LessonOutline chapters={data.chapters} playTo={playTo} />
              </section>
            </div>
          )}
        </LoadableContent>
      )}
    </Container>
  );
}
