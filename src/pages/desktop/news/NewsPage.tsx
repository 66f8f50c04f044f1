import { NEWS_PAGE_SIZE } from '@contract/api/openingCalls';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import * as webCommon from '@contract/api/calls/web/common';
import * as webCourse from '@contract/api/calls/web/course';
import * as webInformation from '@contract/api/calls/web/information';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { mapLoadable } from '@/components/Loadable';
import { pathWith, positiveIntParam } from '@/lib/url';
import { NewsView } from './NewsView';
import '@/features/catalog/texts';
import '@/features/content/texts';

const PAGE_SIZE = NEWS_PAGE_SIZE;

/** /news?categoryId=&page=: kept alive, so coming back from an article finds the same list and place. */
export default function NewsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const basic = useApiQuery(webCommon.getBasicData, {});
  const asked = positiveIntParam(params.get('categoryId'));
  // An unknown category in the address shows every article rather than none.
  const categoryId = !basic.data || basic.data.informationCategoryList.some((category) => category.id === asked) ? asked : null;
  const page = positiveIntParam(params.get('page')) ?? 1;
  const articles = useApiQuery(
    webInformation.findArticles,
    { categoryId: categoryId ?? undefined, page, size: PAGE_SIZE },
    { enabled: !basic.isPending || asked === null, placeholderData: keepPreviousData },
  );
  const courses = useApiQuery(webCourse.findHeadlineCourses, { size: 4 });
  return (
    <NewsView
      categories={mapLoadable(loadableOf(basic), (data) => [
        { key: 'all', label: t('catalog.system.all'), to: '/news' },
        ...data.informationCategoryList.map((category) => ({
          key: String(category.id),
          label: category.name,
          to: pathWith('/news', { categoryId: category.id }),
        })),
      ])}
      category={categoryId === null ? 'all' : String(categoryId)}
      articles={loadableOf(articles)}
      onPageChange={(next) =>
        setParams((current) => {
          const updated = new URLSearchParams(current);
          updated.set('page', String(next));
          return updated;
        })
      }
      courses={mapLoadable(loadableOf(courses), (data) => data.list)}
    />
  );
}
