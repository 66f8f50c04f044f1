import { useTranslation } from '@/i18n/react';
import { Image } from '@/components/Image';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Price } from '@/components/Price';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { readablePriceColor, type CourseCardData } from '../CourseCard';
import { useCatalogPaths } from '../paths';
import '../texts';
import * as styles from './CourseMiniList.css';
import { COURSE_COVER_RATIO } from '@/lib/image';

export interface CourseMiniListProps {
  title: string;
  value: Loadable<readonly CourseCardData[]>;
  /** 'view all' target. */
  moreTo?: string;
}

/** A sidebar's few recommended courses: small cover, title and price. */
export function CourseMiniList({ title, value, moreTo }: CourseMiniListProps) {
  const { t } = useTranslation();
  const paths = useCatalogPaths();
  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {moreTo && (
          <Link to={moreTo} className={styles.more}>
            {t('catalog.mini.more')}
          </Link>
        )}
      </div>
      <LoadableContent
        value={value}
        size="sm"
        isEmpty={(list) => list.length === 0}
        skeleton={
          <SkeletonGroup className={styles.list}>
            {[0, 1, 2].map((row) => (
              <div key={row} className={styles.item}>
                <Skeleton shape="rect" className={styles.thumbSkeleton} />
                <Skeleton lines={2} />
              </div>
            ))}
          </SkeletonGroup>
        }
      >
        {(list) => (
          <ul className={styles.list}>
            {list.map((course) => (
              <li key={course.id} className={styles.item}>
                <Image src={course.coverUrl} alt="" ratio={COURSE_COVER_RATIO} radius="sm" wrapperClassName={styles.thumb} />
                <div className={styles.text}>
                  <Link to={paths.course(course.id)} className={styles.link}>
                    {course.title}
                  </Link>
                  {course.isFree ? (
                    <span className={styles.free}>{t('catalog.card.free')}</span>
                  ) : (
                    <Price price={course.price} priceColor={readablePriceColor} tagColor={readablePriceColor} />
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadableContent>
    </section>
  );
}
