import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { CardGridSkeleton, CardList } from '@/components/CardGrid';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { TabButtons } from '@/components/TabButtons';
import { CourseList, type CoursePage } from '@/features/catalog/CourseList';
import { CatalogPathsProvider, mobileCatalogPaths } from '@/features/catalog/paths';
import { NewsCard, NewsCardSkeleton, type NewsCardData } from '@/features/content/NewsCard';
import { TutorCard, TutorCardSkeleton, type TutorCardData } from '@/features/content/TutorCard';
import { BannerCarousel, type BannerSlide } from '@/features/home/BannerCarousel';
import { GradeNav, type GradeNavStage } from '@/features/home/GradeNav';
import { PraiseQuotes, type Praise } from '@/features/home/PraiseWall';
import { DrawWhenNear } from '@/lib/nearViewport';
import '@/features/mobile/homeTexts';
import * as m from '@/features/mobile/mobile.css';
import * as styles from './MobileHome.css';

export interface MobileHomeViewProps {
  banners: Loadable<readonly BannerSlide[]>;
  /** Milliseconds per slide; 0 holds the carousel still (stories). */
  bannerInterval?: number;
  stages: Loadable<readonly GradeNavStage[]>;
  headline: Loadable<CoursePage>;
  stage: string;
  onStageChange: (stage: string) => void;
  stageCourses: Loadable<CoursePage>;
  tutors: Loadable<readonly TutorCardData[]>;
  news: Loadable<readonly NewsCardData[]>;
  praise: Loadable<readonly Praise[]>;
  onAdviser: () => void;
  /** Off: every section at once (stories). On: the sections below the first screens wait for a scroll near them. */
  deferBelowFold?: boolean;
  onBelowFoldNear?: () => void;
}

function Shelf({
  title,
  more,
  children,
  id,
}: {
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
  id: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={m.section} aria-labelledby={id}>
      <div className={m.sectionHead}>
        <h2 id={id} className={m.sectionTitle}>
          {title}
        </h2>
        {more && (
          <Link to={more.to} className={m.more} aria-label={t('home.sections.moreOf', { section: more.label })}>
            {t('home.sections.more')}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** /m/home: the phone shop window — slides, grade and subject entry, shelves, tutors, praise, news, adviser and app. */
export function MobileHomeView(props: MobileHomeViewProps) {
  const { t } = useTranslation();
  const { banners, stages, headline, stage, onStageChange, stageCourses, tutors, news, praise } = props;
  const { deferBelowFold = false, onBelowFoldNear } = props;

  return (
    <CatalogPathsProvider paths={mobileCatalogPaths}>
      <div className={m.page}>
        <h1 className={styles.srOnly}>{t('mobile.home.heading')}</h1>
        <LoadableContent
          value={banners}
          size="sm"
          isEmpty={(slides) => slides.length === 0}
          empty={<div className={styles.bannerBox} />}
          skeleton={<Skeleton shape="rect" height="auto" className={styles.bannerBox} />}
        >
          {(slides) => <BannerCarousel slides={slides} interval={props.bannerInterval} />}
        </LoadableContent>

        <Link to="/m/gift" className={styles.giftStrip}>
          <span className={styles.giftText}>
            <strong>{t('mobile.home.giftTitle')}</strong>
            <span>{t('mobile.home.giftText')}</span>
          </span>
          <span className={styles.giftAction}>{t('mobile.home.giftAction')}</span>
        </Link>

        <Shelf id="m-home-entry" title={t('mobile.home.entry')}>
          <LoadableContent
            value={stages}
            size="sm"
            skeleton={
              <SkeletonGroup className={styles.stageSkeletons}>
                {[0, 1, 2].map((index) => (
                  <Skeleton key={index} shape="rect" className={styles.stageSkeleton} />
                ))}
              </SkeletonGroup>
            }
          >
            {(list) => <GradeNav stages={list} />}
          </LoadableContent>
        </Shelf>

        <Shelf
          id="m-home-headline"
          title={t('home.sections.headline')}
          more={{ to: '/m/course', label: t('home.sections.headline') }}
        >
          <CourseList value={headline} columns={2} variant="compact" placeholders={4} />
        </Shelf>

        {/* Until the visitor comes near, the shelves under the first screens are not drawn at all (their
            placeholders were a third of the first render and of the layout after it). */}
        <DrawWhenNear defer={deferBelowFold} onNear={onBelowFoldNear} spaceClassName={styles.belowFoldSpace}>
          <div>
            <Shelf
              id="m-home-stages"
              title={t('home.sections.stages')}
              more={{ to: `/m/course?stage=${stage}`, label: t('home.sections.stages') }}
            >
              <LoadableContent value={stages} size="sm" skeleton={<Skeleton width="60%" />}>
                {(list) => (
                  <TabButtons
                    label={t('home.sections.stages')}
                    value={stage}
                    onValueChange={onStageChange}
                    items={list.map((item) => ({ value: item.stage, label: item.name }))}
                  >
                    <CourseList value={stageCourses} columns={2} variant="compact" placeholders={4} />
                  </TabButtons>
                )}
              </LoadableContent>
            </Shelf>
          </div>

          <Shelf id="m-home-tutors" title={t('home.sections.tutors')} more={{ to: '/smarter', label: t('home.sections.tutors') }}>
            <LoadableContent
              value={tutors}
              isEmpty={(list) => list.length === 0}
              skeleton={<CardGridSkeleton count={2} columns={2} phoneColumns={2} card={<TutorCardSkeleton />} />}
            >
              {(list) => (
                <CardList items={list} keyOf={(tutor) => tutor.id} columns={2} phoneColumns={2}>
                  {(tutor) => <TutorCard tutor={tutor} />}
                </CardList>
              )}
            </LoadableContent>
          </Shelf>

          <Shelf id="m-home-praise" title={t('home.sections.praise')}>
            <LoadableContent
              value={praise}
              size="sm"
              isEmpty={(list) => list.length === 0}
              skeleton={<Skeleton shape="rect" className={styles.entrySkeleton} />}
            >
              {(list) => <PraiseQuotes praise={list} />}
            </LoadableContent>
          </Shelf>

          <Shelf id="m-home-news" title={t('home.sections.news')} more={{ to: '/news', label: t('home.sections.news') }}>
            <LoadableContent
              value={news}
              isEmpty={(list) => list.length === 0}
              skeleton={<CardGridSkeleton count={3} columns={3} phoneColumns={1} card={<NewsCardSkeleton variant="row" />} />}
            >
              {(list) => (
                <CardList items={list} keyOf={(article) => article.id} columns={3} phoneColumns={1}>
                  {(article) => <NewsCard article={article} variant="row" />}
                </CardList>
              )}
            </LoadableContent>
          </Shelf>

          <section className={m.accentCard} aria-labelledby="m-home-adviser">
            <h2 id="m-home-adviser" className={m.sectionTitle}>
              {t('mobile.home.adviserTitle')}
            </h2>
            <p className={m.text}>{t('mobile.home.adviserText')}</p>
            <button type="button" className={`${m.primaryButton} ${m.wideButton}`} onClick={props.onAdviser}>
              {t('mobile.home.adviserAction')}
            </button>
          </section>

          <Link to="/m/download" className={styles.appBanner}>
            <span className={styles.giftText}>
              <strong>{t('mobile.home.appTitle')}</strong>
              <span>{t('mobile.home.appText')}</span>
            </span>
            <span className={styles.giftAction}>{t('mobile.home.appAction')}</span>
          </Link>
        </DrawWhenNear>
      </div>
    </CatalogPathsProvider>
  );
}
