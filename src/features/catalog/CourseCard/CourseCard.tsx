import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import { Image } from '@/components/Image';
import { Link } from '@/components/Link';
import { Price } from '@/components/Price';
import { Skeleton } from '@/components/Skeleton';
import { Tag } from '@/components/Tag';
import { vars } from '@tokens/theme.css';
import { useCatalogPaths } from '../paths';
import '../texts';
import * as styles from './CourseCard.css';
import { COURSE_COVER_RATIO } from '@/lib/image';

export const courseCardVariants = ['grid', 'compact'] as const satisfies readonly CourseCardVariant[];
export type CourseCardVariant = styles.CourseCardVariant;

/** What a card shows of a course (the server's course card). */
export interface CourseCardData {
  id: number;
  title: string;
  subtitle: string;
  coverUrl: string;
  price: number;
  originalPrice: number;
  isFree: boolean;
  isHeadline: boolean;
  teacherName: string;
  lessonCount: number;
  studentCount: number;
  categoryName: string;
  gradeName: string | null;
}

/** Prices on cards are small: a deeper red than the SPEC default keeps them readable (AA). */
export const readablePriceColor = vars.color.error[700];

export interface CourseCardProps extends HTMLAttributes<HTMLElement> {
  course: CourseCardData;
  /** `compact` for narrow shelves: no subtitle, smaller type. */
  variant?: CourseCardVariant;
  /** The first cards of a page load their covers at once; the rest when scrolled near. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A course in a list: cover, title, grade and subject, teacher, lessons, learners and price; all of it one link. */
export const CourseCard = forwardRef<HTMLElement, CourseCardProps>(function CourseCard(
  { course, variant = 'grid', eager = false, headingLevel: Heading = 'h3', className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const paths = useCatalogPaths();
  const discounted = !course.isFree && course.originalPrice > course.price;
  return (
    <article
      ref={ref}
      className={[styles.root, styles.variant[variant], className].filter(Boolean).join(' ')}
      data-variant={variant}
      {...rest}
    >
      <div className={styles.coverBox}>
        <Image
          src={course.coverUrl}
          alt=""
          ratio={COURSE_COVER_RATIO}
          // At once but not first: the page's own large picture (a banner, a course's cover) is what a visitor waits for.
          loading={eager ? 'eager' : 'lazy'}
          className={styles.cover}
        />
        <span className={styles.badges}>
          {course.isHeadline && (
            <Tag tone="accent" appearance="solid" size="sm">
              {t('catalog.card.headline')}
            </Tag>
          )}
        </span>
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={paths.course(course.id)} className={styles.link}>
            {course.title}
          </Link>
        </Heading>
        {variant === 'grid' && course.subtitle && <p className={styles.subtitle}>{course.subtitle}</p>}
        <p className={styles.meta}>
          {[course.gradeName, course.categoryName].filter(Boolean).join(' · ')}
          {course.teacherName && (
            <>
              <span aria-hidden="true"> ｜ </span>
              {t('catalog.card.teacher', { name: course.teacherName })}
            </>
          )}
        </p>
        <div className={styles.footer}>
          {course.isFree ? (
            <span className={styles.free}>{t('catalog.card.free')}</span>
          ) : (
            <Price
              price={course.price}
              originalPrice={discounted ? course.originalPrice : undefined}
              priceColor={readablePriceColor}
              tagColor={readablePriceColor}
            />
          )}
          <span className={styles.stats}>
            {t('catalog.card.lessons', { count: course.lessonCount })}
            <span aria-hidden="true"> · </span>
            {t('catalog.card.learners', { count: course.studentCount })}
          </span>
        </div>
      </div>
    </article>
  );
});

/** Stands in for a CourseCard while its data loads, at the same size. */
export function CourseCardSkeleton({ variant = 'grid' }: { variant?: CourseCardVariant }) {
  return (
    <div className={[styles.root, styles.variant[variant]].join(' ')} aria-hidden="true">
      <div className={styles.coverBox}>
        <Skeleton shape="rect" className={styles.coverSkeleton} />
      </div>
      <div className={styles.body}>
        <Skeleton lines={2} />
        {variant === 'grid' && <Skeleton width="80%" />}
        <Skeleton width="60%" />
        <div className={styles.footer}>
          <Skeleton width="30%" />
          <Skeleton width="35%" />
        </div>
      </div>
    </div>
  );
}
