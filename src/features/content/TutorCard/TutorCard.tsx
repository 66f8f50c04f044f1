import { useTranslation } from '@/i18n/react';
import { Image } from '@/components/Image';
import { Link } from '@/components/Link';
import { Skeleton } from '@/components/Skeleton';
import { Tag } from '@/components/Tag';
import '../texts';
import * as styles from './TutorCard.css';

/** What a list shows of a tutor (the server's tutor card). */
export interface TutorCardData {
  id: number;
  name: string;
  photoUrl: string;
  school: string;
  major: string;
  gradeName: string;
  categoryName: string | null;
  achievements: readonly string[];
}

export const tutorPath = (id: number) => `/smarter/detail?id=${id}`;

/** A top student who coaches: photo, name, university and major, the grade and subject they coach, achievements. */
export function TutorCard({ tutor, headingLevel: Heading = 'h3' }: { tutor: TutorCardData; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    <article className={styles.root}>
      <Image src={tutor.photoUrl} alt="" ratio={1} radius="lg" wrapperClassName={styles.photo} />
      <Heading className={styles.name}>
        <Link to={tutorPath(tutor.id)} className={styles.link}>
          {tutor.name}
        </Link>
      </Heading>
      <p className={styles.school}>
        {tutor.school}
        {tutor.major && <span className={styles.major}> · {tutor.major}</span>}
      </p>
      <p className={styles.coaches}>
        {t('content.tutor.coaches', { grade: tutor.gradeName, subject: tutor.categoryName ?? t('content.tutor.allSubjects') })}
      </p>
      {tutor.achievements.length > 0 && (
        <ul className={styles.achievements} aria-label={t('content.tutor.achievements')}>
          {tutor.achievements.slice(0, 2).map((achievement) => (
            <li key={achievement}>
              <Tag size="sm" tone="accent" className={styles.achievement}>
                {achievement}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export function TutorCardSkeleton() {
  return (
    <div className={styles.root} aria-hidden="true">
      <Skeleton shape="circle" className={styles.photoSkeleton} />
      <Skeleton width="40%" />
      <Skeleton width="70%" />
      <Skeleton width="55%" />
    </div>
  );
}
