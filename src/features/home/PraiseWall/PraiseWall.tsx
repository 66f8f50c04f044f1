import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import '../texts';
import * as styles from './PraiseWall.css';
import { href } from '@contract/addresses/href';

export interface Praise {
  id: number;
  studentName: string;
  school: string;
  gradeName: string;
  city: string;
  content: string;
  courseId: number | null;
  courseTitle: string | null;
}

export interface ProvinceCount {
  province: string;
  count: number;
}

/** Praise places by province, most first (the home page shows where learners are). */
export function countByProvince(places: readonly { province: string }[], top = 8): ProvinceCount[] {
  const counts = new Map<string, number>();
  for (const place of places) counts.set(place.province, (counts.get(place.province) ?? 0) + 1);
  return [...counts]
    .map(([province, count]) => ({ province, count }))
    .sort((a, b) => b.count - a.count || a.province.localeCompare(b.province, 'zh-CN'))
    .slice(0, top);
}

export function PraiseQuotes({ praise }: { praise: readonly Praise[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.quotes}>
      {praise.map((item) => (
        <li key={item.id} className={styles.quote}>
          <blockquote className={styles.text}>{item.content}</blockquote>
          <p className={styles.who}>
            <strong>{item.studentName}</strong>
            <span>{[item.city, item.school, item.gradeName].filter(Boolean).join(' · ')}</span>
          </p>
          {item.courseId !== null && item.courseTitle && (
            <Link to={href.courseChapter({ courseId: item.courseId })} className={styles.course}>
              {t('home.praise.course', { title: item.courseTitle })}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Where the learners who praise us are: the provinces with most, as bars with their counts. */
export function LearnerMap({ provinces }: { provinces: readonly ProvinceCount[] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...provinces.map((item) => item.count));
  return (
    <figure className={styles.map}>
      <figcaption className={styles.mapTitle}>{t('home.praise.where')}</figcaption>
      <ol className={styles.bars}>
        {provinces.map((item) => (
          <li key={item.province} className={styles.bar}>
            <span className={styles.province}>{item.province}</span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.fill} style={{ width: `${(item.count / max) * 100}%` }} />
            </span>
            <span className={styles.count}>{t('home.praise.count', { count: item.count })}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
