import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { CardGridSkeleton, CardList } from '@/components/CardGrid';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container, Section } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { TabButtons } from '@/components/TabButtons';
import { CourseList, type CoursePage } from '@/features/catalog/CourseList';
import { NewsCard, NewsCardSkeleton, type NewsCardData } from '@/features/content/NewsCard';
import { TutorCard, TutorCardSkeleton, type TutorCardData } from '@/features/content/TutorCard';
import type { AppDownloadInfo } from '@/features/home/AdviserCallout';
import { BannerCarousel, type BannerSlide } from '@/features/home/BannerCarousel';
import { GradeNav, type GradeNavStage } from '@/features/home/GradeNav';
import { LearnerMap, PraiseQuotes, type Praise, type ProvinceCount } from '@/features/home/PraiseWall';
import * as styles from './HomePage.css';
import { DrawWhenNear } from '@/lib/nearViewport';

/** The callout at the page's foot comes with the app's QR code generator: it loads on its own. */
const AdviserCallout = lazy(() =>
  import('@/features/home/AdviserCallout').then((module) => ({ default: module.AdviserCallout })),
);

export interface HomeViewProps {
  banners: Loadable<readonly BannerSlide[]>;
  /** Milliseconds per slide; 0 holds the carousel still (stories). */
  bannerInterval?: number;
  stages: Loadable<readonly GradeNavStage[]>;
  headline: Loadable<CoursePage>;
  /** The school stage whose courses are on show, and the chosen stage's courses. */
  stage: string;
  onStageChange: (stage: string) => void;
  stageCourses: Loadable<CoursePage>;
  tutors: Loadable<readonly TutorCardData[]>;
  news: Loadable<readonly NewsCardData[]>;
  praise: Loadable<readonly Praise[]>;
  provinces: Loadable<readonly ProvinceCount[]>;
  app: AppDownloadInfo | null;
  onAdviser: () => void;
  /**
   * Below the first screens (from the stage shelves on), nothing loads until the visitor scrolls near:
   * the page is told (`onBelowFoldNear`, to fetch those sections' data) and the callout's code loads.
   * Off: everything at once.
   */
  deferBelowFold?: boolean;
  onBelowFoldNear?: () => void;
}

function More({ to, section }: { to: string; section: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={styles.more} aria-label={t('home.sections.moreOf', { section })}>
      {t('home.sections.more')}
    </Link>
  );
}

function Titled({ title, hint }: { title: string; hint: string }): ReactNode {
  return (
    <>
      {title}
      <span className={styles.hint}>{hint}</span>
    </>
  );
}

/** /home: the shop window — slides, courses by stage and grade, tutors, news, praise and the way to an adviser. */
export function HomeView(props: HomeViewProps) {
  const { t } = useTranslation();
  const { banners, stages, headline, stage, onStageChange, stageCourses, tutors, news, praise, provinces } = props;
  const { deferBelowFold = false, onBelowFoldNear } = props;
  return (
    <Container className={styles.page}>
      <h1 className={styles.srOnly}>{t('home.heading')}</h1>
      <LoadableContent
        value={banners}
        size="sm"
        isEmpty={(slides) => slides.length === 0}
        empty={<div className={styles.bannerBox} />}
        skeleton={<Skeleton shape="rect" height="auto" className={styles.bannerBox} />}
      >
        {(slides) => <BannerCarousel slides={slides} interval={props.bannerInterval} />}
      </LoadableContent>

      <LoadableContent
        value={stages}
        size="sm"
        skeleton={
          <SkeletonGroup className={styles.gradeSkeleton}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} shape="rect" className={styles.gradeSkeletonBlock} />
            ))}
          </SkeletonGroup>
        }
      >
        {(list) => <GradeNav stages={list} />}
      </LoadableContent>

      <Section
        title={<Titled title={t('home.sections.headline')} hint={t('home.sections.headlineHint')} />}
        extra={<More to="/course/more?type=headline" section={t('home.sections.headline')} />}
      >
        <CourseList value={headline} placeholders={4} />
      </Section>

      {/* Until the visitor comes near, the sections under the first screens are not drawn at all (their
          placeholders were a fifth of the first render and of the layout after it): a block as tall as a
          screen keeps the footer below the first screen meanwhile. */}
      <DrawWhenNear defer={deferBelowFold} onNear={onBelowFoldNear} spaceClassName={styles.belowFoldSpace}>
        <Section
          title={<Titled title={t('home.sections.stages')} hint={t('home.sections.stagesHint')} />}
          extra={<More to={`/course?stage=${stage}`} section={t('home.sections.stages')} />}
        >
          <LoadableContent value={stages} size="sm" skeleton={<Skeleton width="30%" />}>
            {(list) => (
              <TabButtons
                label={t('home.sections.stages')}
                value={stage}
                onValueChange={onStageChange}
                items={list.map((item) => ({ value: item.stage, label: item.name }))}
              >
                <CourseList value={stageCourses} placeholders={8} />
              </TabButtons>
            )}
          </LoadableContent>
        </Section>

        <Section
          title={<Titled title={t('home.sections.tutors')} hint={t('home.sections.tutorsHint')} />}
          extra={<More to="/smarter" section={t('home.sections.tutors')} />}
        >
          <LoadableContent
            value={tutors}
            isEmpty={(list) => list.length === 0}
            skeleton={<CardGridSkeleton count={4} columns={4} card={<TutorCardSkeleton />} />}
          >
            {(list) => (
              <CardList items={list} keyOf={(tutor) => tutor.id} columns={4}>
                {(tutor) => <TutorCard tutor={tutor} />}
              </CardList>
            )}
          </LoadableContent>
        </Section>

        <Section
          title={<Titled title={t('home.sections.news')} hint={t('home.sections.newsHint')} />}
          extra={<More to="/news" section={t('home.sections.news')} />}
        >
          <LoadableContent
            value={news}
            isEmpty={(list) => list.length === 0}
            skeleton={<CardGridSkeleton count={3} columns={3} phoneColumns={1} card={<NewsCardSkeleton />} />}
          >
            {(list) => (
              <CardList items={list} keyOf={(article) => article.id} columns={3} phoneColumns={1}>
                {(article) => <NewsCard article={article} />}
              </CardList>
            )}
          </LoadableContent>
        </Section>

        <Section title={<Titled title={t('home.sections.praise')} hint={t('home.sections.praiseHint')} />}>
          <div className={styles.praise}>
            <LoadableContent
              value={praise}
              size="sm"
              isEmpty={(list) => list.length === 0}
              skeleton={
                <SkeletonGroup className={styles.praiseSkeleton}>
                  {[0, 1, 2].map((index) => (
                    <Skeleton key={index} shape="rect" className={styles.praiseSkeletonBlock} />
                  ))}
                </SkeletonGroup>
              }
            >
              {(list) => <PraiseQuotes praise={list} />}
            </LoadableContent>
            <LoadableContent
              value={provinces}
              size="sm"
              isEmpty={(list) => list.length === 0}
              skeleton={<Skeleton shape="rect" className={styles.mapSkeleton} />}
            >
              {(list) => <LearnerMap provinces={list} />}
            </LoadableContent>
          </div>
        </Section>
        <Suspense fallback={<div hidden data-suspense-fallback="" />}>
          <AdviserCallout onAdviser={props.onAdviser} app={props.app} />
        </Suspense>
      </DrawWhenNear>
    </Container>
  );
}
