import { useTranslation } from '@/i18n/react';
import { CardGridSkeleton, CardList } from '@/components/CardGrid';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { RichText } from '@/components/RichText';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { ChapterOutline, type ChapterOutlineProps, type OutlineChapter } from '@/features/catalog/ChapterOutline';
import { CourseCard, CourseCardSkeleton, type CourseCardData } from '@/features/catalog/CourseCard';
import { CourseHero, CourseHeroSkeleton } from '@/features/catalog/CourseHero';
import { CoursePrice } from '@/features/catalog/CoursePrice';
import { isForSale, isOpenToLearn, SaleNote } from '@/features/catalog/SaleNote';
import { TeacherPanel } from '@/features/catalog/TeacherPanel';
import type { CourseDetail } from '@/features/catalog/courseDetail';
import { NotFoundState } from '@/features/site/NotFoundState';
import '@/features/mobile/courseTexts';
import * as commerce from '@/features/commerce/commerce.css';
import * as m from '@/features/mobile/mobile.css';
import * as styles from './MobileCourse.css';
import { href } from '@contract/addresses/href';

export interface MobileCourseDetailViewProps {
  course: Loadable<CourseDetail>;
  notFound: boolean;
  chapters: Loadable<readonly OutlineChapter[]>;
  outline: Pick<ChapterOutlineProps, 'openChapters' | 'lessonsOf' | 'onToggle'>;
  related: Loadable<readonly CourseCardData[]>;
}

/** /m/course?courseId=: a course on a phone — hero, outline with its trial lessons, introduction, teacher, related. */
export function MobileCourseDetailView({ course, notFound, chapters, outline, related }: MobileCourseDetailViewProps) {
  const { t } = useTranslation();
  if (notFound) {
    return (
      <div className={m.page}>
        <h1 className={m.title}>{t('routes.courseChapter')}</h1>
        <NotFoundState
          title={t('catalog.detail.notFoundTitle')}
          description={t('catalog.detail.notFoundText')}
          to="/m/course"
          action={t('mobile.course.browse')}
        />
      </div>
    );
  }
  const canWatch = course.status === 'ready' && (course.data.purchased || course.data.isFree);
  return (
    <div className={m.page}>
      <Link to="/m/course" className={styles.crumb}>
        {t('routes.mobileCourse')}
      </Link>
      <LoadableContent value={course} skeleton={<CourseHeroSkeleton />}>
        {(data) => (
          <CourseHero
            course={data}
            buyTo={href.coursePurchase({ courseId: data.id })}
            learnTo={href.myCourseChapter({ courseId: data.id })}
            showActions={false}
          />
        )}
      </LoadableContent>

      <section className={m.card} aria-labelledby="m-course-outline">
        <h2 id="m-course-outline" className={m.sectionTitle}>
          {t('mobile.course.outline')}
        </h2>
        {!canWatch && <p className={m.text}>{t('mobile.course.trialHint')}</p>}
        <LoadableContent
          value={chapters}
          isEmpty={(list) => list.length === 0}
          skeleton={
            <SkeletonGroup className={m.section}>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} shape="rect" height="3.2em" />
              ))}
            </SkeletonGroup>
          }
        >
          {(list) => <ChapterOutline chapters={list} canWatch={canWatch} {...outline} />}
        </LoadableContent>
      </section>

      {course.status === 'ready' && course.data.descriptionHtml && (
        <section className={m.card} aria-labelledby="m-course-intro">
          <h2 id="m-course-intro" className={m.sectionTitle}>
            {t('mobile.course.introduction')}
          </h2>
          <RichText html={course.data.descriptionHtml} size="md" />
        </section>
      )}

      {/* TeacherPanel is its own labelled section; the wrapper only holds its loading state. */}
      <div>
        <LoadableContent
          value={course}
          size="sm"
          skeleton={
            <SkeletonGroup className={m.card}>
              <Skeleton width="40%" />
              <Skeleton lines={3} />
            </SkeletonGroup>
          }
        >
          {(data) => <TeacherPanel name={data.teacherName} photoUrl={data.teacherPhotoUrl} intro={data.teacherIntro} />}
        </LoadableContent>
      </div>

      <section className={m.section} aria-labelledby="m-course-related">
        <h2 id="m-course-related" className={m.sectionTitle}>
          {t('mobile.course.related')}
        </h2>
        <LoadableContent
          value={related}
          size="sm"
          isEmpty={(list) => list.length === 0}
          skeleton={<CardGridSkeleton count={2} columns={2} phoneColumns={2} card={<CourseCardSkeleton variant="compact" />} />}
        >
          {(list) => (
            <CardList items={list.slice(0, 4)} keyOf={(item) => item.id} columns={2} phoneColumns={2}>
              {(item) => <CourseCard course={item} variant="compact" />}
            </CardList>
          )}
        </LoadableContent>
      </section>

      {course.status === 'ready' && <BuyBar course={course.data} />}
    </div>
  );
}

/**
 * The price and the way to buy, kept at the bottom of the screen while the family reads the outline; a
 * bought or free course offers learning instead. Clear of the home indicator (safe-area inset).
 */
function BuyBar({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const owned = isOpenToLearn(course);
  return (
    <section className={styles.stickyBuy} aria-label={t('mobile.course.buyBar')} data-testid="sticky-buy">
      <div className={styles.buyPrice}>
        <CoursePrice course={course} freeClassName={styles.buyFree} size="1em" />
      </div>
      {!owned && !isForSale(course) ? (
        // A course not on sale now: nothing to tap that the checkout would refuse.
        <SaleNote course={course} className={styles.withdrawn} />
      ) : (
        <Link
          to={owned ? href.myCourseChapter({ courseId: course.id }) : href.coursePurchase({ courseId: course.id })}
          className={commerce.payBarAction}
        >
          {owned ? (course.purchased ? t('catalog.hero.purchased') : t('catalog.hero.learnFree')) : t('catalog.hero.buy')}
        </Link>
      )}
    </section>
  );
}
