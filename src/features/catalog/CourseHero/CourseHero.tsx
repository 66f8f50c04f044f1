import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Image } from '@/components/Image';
import { Link } from '@/components/Link';
import { linkButton } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { Tag } from '@/components/Tag';
import { durationParts } from '@/lib/format';
import { CoursePrice } from '../CoursePrice';
import { isForSale, isOpenToLearn, SaleNote, type SaleWindowData } from '../SaleNote';
import '../texts';
import * as styles from './CourseHero.css';
import { COURSE_COVER_RATIO } from '@/lib/image';

export interface CourseHeroData extends SaleWindowData {
  title: string;
  subtitle: string;
  coverUrl: string;
  tags: readonly string[];
  teacherName: string;
  price: number;
  originalPrice: number;
  isFree: boolean;
  chapterCount: number;
  classCount: number;
  trialClassCount: number;
  durationSec: number;
  studentCount: number;
  purchased: boolean;
}

export interface CourseHeroProps {
  course: CourseHeroData;
  /** Where buying starts (the purchase page, behind the login guard). */
  buyTo: string;
  /** Where a bought or free course is learned. */
  learnTo: string;
  /** The collect button, connected by the page. */
  collect?: ReactNode;
  /**
   * Whether the hero draws its own buy or learn button. A phone's course page passes false: its sticky bar
   * at the bottom of the screen is the one way to buy, so the two never show at once.
   */
  showActions?: boolean;
}

/** The top of a course's page: cover, title, facts, price and the way to buy or learn it. */
export function CourseHero({ course, buyTo, learnTo, collect, showActions = true }: CourseHeroProps) {
  const { t } = useTranslation();
  const { hours, minutes } = durationParts(course.durationSec);
  const facts = [
    t('catalog.hero.chapters', { count: course.chapterCount }),
    t('catalog.hero.lessons', { count: course.classCount }),
    hours > 0 ? t('catalog.hero.hours', { hours, minutes }) : t('catalog.hero.minutes', { minutes }),
    t('catalog.card.learners', { count: course.studentCount }),
  ];
  const owned = isOpenToLearn(course);
  return (
    <section className={styles.root} aria-labelledby="course-title">
      <div className={styles.cover}>
        <Image src={course.coverUrl} alt="" ratio={COURSE_COVER_RATIO} radius="md" loading="eager" fetchPriority="high" />
      </div>
      <div className={styles.body}>
        <div className={styles.tags}>
          {course.tags.map((tag) => (
            <Tag key={tag} size="sm" tone={tag === '免费' ? 'success' : tag === '热门' ? 'accent' : 'brand'}>
              {tag}
            </Tag>
          ))}
        </div>
        <h1 id="course-title" className={styles.title}>
          {course.title}
        </h1>
        {course.subtitle && <p className={styles.subtitle}>{course.subtitle}</p>}
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        {course.teacherName && <p className={styles.teacher}>{t('catalog.card.teacher', { name: course.teacherName })}</p>}
        <div className={styles.buy}>
          <div className={styles.priceLine}>
            <CoursePrice course={course} className={styles.price} freeClassName={styles.free} />
            {!owned && course.trialClassCount > 0 && (
              <span className={styles.trial}>{t('catalog.hero.trial', { count: course.trialClassCount })}</span>
            )}
          </div>
          {(showActions || collect) && (
            <div className={styles.actions}>
              {!showActions ? null : owned ? (
                <Link to={learnTo} className={[linkButton.primary, styles.action].join(' ')}>
                  {course.purchased ? t('catalog.hero.purchased') : t('catalog.hero.learnFree')}
                </Link>
              ) : !isForSale(course) ? (
                <SaleNote course={course} className={styles.withdrawn} />
              ) : (
                <Link to={buyTo} className={[linkButton.primary, styles.action].join(' ')}>
                  {t('catalog.hero.buy')}
                </Link>
              )}
              {collect}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

export function CourseHeroSkeleton() {
  return (
    <SkeletonGroup className={styles.root}>
      <div className={styles.cover}>
        <Skeleton shape="rect" className={styles.coverSkeleton} />
      </div>
      <div className={styles.body}>
        <Skeleton width="30%" />
        <Skeleton lines={2} />
        <Skeleton width="70%" />
        <Skeleton width="50%" />
        <Skeleton shape="rect" height="4em" />
      </div>
    </SkeletonGroup>
  );
}
