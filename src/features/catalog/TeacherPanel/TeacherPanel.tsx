import { useTranslation } from '@/i18n/react';
import { Image } from '@/components/Image';
import '../texts';
import * as styles from './TeacherPanel.css';

export interface TeacherPanelProps {
  name: string;
  photoUrl: string;
  intro: string;
}

/** Who teaches the course: portrait, name and a few sentences about them. */
export function TeacherPanel({ name, photoUrl, intro }: TeacherPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.root} aria-labelledby="course-teacher">
      <h2 id="course-teacher" className={styles.heading}>
        {t('catalog.teacher.heading')}
      </h2>
      <div className={styles.person}>
        <Image
          src={photoUrl}
          alt={t('catalog.teacher.photo', { name })}
          ratio={1}
          radius="lg"
          className={styles.photo}
          wrapperClassName={styles.photoBox}
        />
        <p className={styles.name}>{t('catalog.teacher.name', { name })}</p>
      </div>
      {intro && <p className={styles.intro}>{intro}</p>}
    </section>
  );
}
