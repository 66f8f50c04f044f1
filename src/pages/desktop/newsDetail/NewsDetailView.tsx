import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Breadcrumb, Container, Section } from '@/components/PageShell';
import { SkeletonGroup } from '@/components/Skeleton';
import { CourseMiniList } from '@/features/catalog/CourseMiniList';
import type { CourseCardData } from '@/features/catalog/CourseCard';
import { CollectButton } from '@/features/collection/CollectButton';
import { ArticleSkeleton, ArticleView, type ArticleData } from '@/features/content/ArticleView';
import { NewsCard, NewsCardSkeleton, type NewsCardData } from '@/features/content/NewsCard';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as shared from '@/features/site/shared.css';
import { DrawWhenNear } from '@/lib/nearViewport';
import * as styles from './NewsDetailPage.css';

export interface NewsDetailViewProps {
  article: Loadable<ArticleData>;
  notFound: boolean;
  related: Loadable<readonly NewsCardData[]>;
  courses: Loadable<readonly CourseCardData[]>;
  collect: { collected: boolean; pending: boolean; onToggle: () => void };
  /**
   * The related reading, under the article, waits for the visitor to come near it (`onBelowFoldNear` then
   * starts its data). Off: everything at once (stories).
   */
  deferBelowFold?: boolean;
  onBelowFoldNear?: () => void;
}

/** /news/detail?id=: the article, its neighbours, related articles and recommended courses. */
export function NewsDetailView(props: NewsDetailViewProps) {
  const { article, notFound, related, courses, collect } = props;
  const { t } = useTranslation();
  const crumbs = [
    { label: t('routes.home'), to: '/home' },
    { label: t('routes.news'), to: '/news' },
    { label: article.status === 'ready' ? article.data.title : t('routes.newsDetail') },
  ];
  return (
    <Container className={shared.page}>
      <Breadcrumb items={crumbs} LinkComponent={Link} className={styles.crumbs} />
      {notFound ? (
        <>
          <h1 className={styles.hidden}>{t('routes.newsDetail')}</h1>
          <NotFoundState
            title={t('content.news.notFoundTitle')}
            description={t('content.news.notFoundText')}
            to="/news"
            action={t('content.news.back')}
          />
        </>
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            <LoadableContent
              value={article}
              skeleton={
                <div className={styles.articleSkeleton}>
                  <ArticleSkeleton />
                </div>
              }
            >
              {(data) => (
                <ArticleView
                  article={data}
                  actions={
                    <CollectButton
                      size="sm"
                      collected={collect.collected}
                      pending={collect.pending}
                      onClick={collect.onToggle}
                      subject={t('content.news.collectSubject')}
                    />
                  }
                />
              )}
            </LoadableContent>
            <DrawWhenNear
              defer={props.deferBelowFold ?? false}
              onNear={props.onBelowFoldNear}
              spaceClassName={styles.belowFoldSpace}
            >
              <Section title={t('content.news.related')}>
                <LoadableContent
                  value={related}
                  size="sm"
                  isEmpty={(list) => list.length === 0}
                  skeleton={
                    <SkeletonGroup className={styles.related}>
                      {[0, 1].map((row) => (
                        <NewsCardSkeleton key={row} variant="row" />
                      ))}
                    </SkeletonGroup>
                  }
                >
                  {(list) => (
                    <ul className={styles.related}>
                      {list.map((item) => (
                        <li key={item.id}>
                          <NewsCard article={item} variant="row" />
                        </li>
                      ))}
                    </ul>
                  )}
                </LoadableContent>
              </Section>
            </DrawWhenNear>
          </div>
          <aside className={styles.aside}>
            <CourseMiniList title={t('content.news.courses')} value={courses} moreTo="/course/more?type=headline" />
          </aside>
        </div>
      )}
    </Container>
  );
}
