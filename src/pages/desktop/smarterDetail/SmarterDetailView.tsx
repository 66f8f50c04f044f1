import { useTranslation } from '@/i18n/react';
import { CardList } from '@/components/CardGrid';
import { Image } from '@/components/Image';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Breadcrumb, Container, Section } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { Tag } from '@/components/Tag';
import { CourseCard, type CourseCardData } from '@/features/catalog/CourseCard';
import { CollectButton } from '@/features/collection/CollectButton';
import type { TutorCardData } from '@/features/content/TutorCard';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as shared from '@/features/site/shared.css';
import * as styles from './SmarterDetailPage.css';

export interface TutorProfile extends TutorCardData {
  gender: 'male' | 'female' | null;
  intro: string;
  courses: readonly CourseCardData[];
}

export interface SmarterDetailViewProps {
  tutor: Loadable<TutorProfile>;
  notFound: boolean;
  collect: { collected: boolean; pending: boolean; onToggle: () => void };
}

/** /smarter/detail?id=: a tutor's profile and the courses of the subject they coach. */
export function SmarterDetailView({ tutor, notFound, collect }: SmarterDetailViewProps) {
  const { t } = useTranslation();
  const crumbs = [
    { label: t('routes.home'), to: '/home' },
    { label: t('routes.smarter'), to: '/smarter' },
    { label: tutor.status === 'ready' ? tutor.data.name : t('routes.smarterDetail') },
  ];
  return (
    <Container className={shared.page}>
      <Breadcrumb items={crumbs} LinkComponent={Link} className={styles.crumbs} />
      {notFound ? (
        <>
          <h1 className={styles.hidden}>{t('routes.smarterDetail')}</h1>
          <NotFoundState
            title={t('content.tutor.notFoundTitle')}
            description={t('content.tutor.notFoundText')}
            to="/smarter"
            action={t('content.tutor.back')}
          />
        </>
      ) : (
        <LoadableContent
          value={tutor}
          skeleton={
            <SkeletonGroup className={styles.profile}>
              <Skeleton shape="circle" className={styles.photoSkeleton} />
              <div className={styles.facts}>
                <Skeleton width="30%" height="2em" shape="rect" />
                <Skeleton width="60%" />
                <Skeleton lines={3} />
              </div>
            </SkeletonGroup>
          }
        >
          {(data) => (
            <div className={styles.stack}>
              <section className={styles.profile} aria-labelledby="tutor-name">
                <Image src={data.photoUrl} alt="" ratio={1} wrapperClassName={styles.photo} loading="eager" />
                <div className={styles.facts}>
                  <div className={styles.nameRow}>
                    <h1 id="tutor-name" className={styles.name}>
                      {data.name}
                    </h1>
                    <CollectButton
                      size="sm"
                      collected={collect.collected}
                      pending={collect.pending}
                      onClick={collect.onToggle}
                      subject={t('content.tutor.collectSubject')}
                    />
                  </div>
                  <p className={styles.school}>
                    {[data.school, data.major].filter(Boolean).join(' · ')}
                    {data.gender && <span className={styles.gender}> · {t(`content.tutor.gender.${data.gender}`)}</span>}
                  </p>
                  <p className={styles.coaches}>
                    {t('content.tutor.coaches', {
                      grade: data.gradeName,
                      subject: data.categoryName ?? t('content.tutor.allSubjects'),
                    })}
                  </p>
                  {data.achievements.length > 0 && (
                    <ul className={styles.achievements} aria-label={t('content.tutor.achievements')}>
                      {data.achievements.map((achievement) => (
                        <li key={achievement}>
                          <Tag tone="accent" size="md">
                            {achievement}
                          </Tag>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </section>
              {data.intro && (
                <Section title={t('content.tutor.profile')} surface="card">
                  <p className={styles.intro}>{data.intro}</p>
                </Section>
              )}
              <Section
                title={
                  data.categoryName ? t('content.tutor.courses', { subject: data.categoryName }) : t('content.tutor.coursesAll')
                }
              >
                {data.courses.length === 0 ? (
                  <p className={styles.intro}>{t('content.tutor.noCourses')}</p>
                ) : (
                  <CardList items={data.courses} keyOf={(course) => course.id} columns={4}>
                    {(course) => <CourseCard course={course} />}
                  </CardList>
                )}
              </Section>
            </div>
          )}
        </LoadableContent>
      )}
    </Container>
  );
}
