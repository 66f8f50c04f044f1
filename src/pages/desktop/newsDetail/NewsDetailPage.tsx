import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as webCourse from '@contract/api/calls/web/course';
import * as webInformation from '@contract/api/calls/web/information';
import { HOME_HEADLINE } from '@contract/api/openingCalls';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useRecordTitle } from '@/app/router/recordTitle';
import { useCollection } from '@/flows/collection';
import { mapLoadable } from '@/components/Loadable';
import { positiveIntParam } from '@/lib/url';
import { isMissing } from '@/app/api/loadState';
import { NewsDetailView } from './NewsDetailView';
import '@/features/catalog/texts';
import '@/features/content/texts';

const RELATED_COUNT = 4;

/** /news/detail?id=: one article (each visit counts a read), with related reading. */
export default function NewsDetailPage() {
  const [params] = useSearchParams();
  const id = positiveIntParam(params.get('id'));
  const article = useApiQuery(webInformation.articleDetails, { id: id ?? 0 }, { enabled: id !== null });
  useRecordTitle(article.data?.title);
  const categoryId = article.data?.categoryId;
  // The related reading is under the article: asked for once the visitor comes near it.
  const [belowFoldNear, setBelowFoldNear] = useState(false);
  const showBelowFold = useCallback(() => setBelowFoldNear(true), []);
  const sameCategory = useApiQuery(
    webInformation.findArticles,
    { categoryId, size: RELATED_COUNT + 1 },
    { enabled: categoryId !== undefined && belowFoldNear },
  );
  // The same four headline courses as the home pages' shelf, which the HTML of a first visit carries.
  const courses = useApiQuery(webCourse.findHeadlineCourses, HOME_HEADLINE);
  const collection = useCollection('news', id);
  return (
    <NewsDetailView
      article={loadableOf(article)}
      notFound={id === null || isMissing(article)}
      related={mapLoadable(loadableOf(sameCategory), (data) =>
        data.list.filter((item) => item.id !== id).slice(0, RELATED_COUNT),
      )}
      courses={mapLoadable(loadableOf(courses), (data) => data.list)}
      collect={{ collected: collection.collected, pending: collection.pending, onToggle: collection.toggle }}
      deferBelowFold
      onBelowFoldNear={showBelowFold}
    />
  );
}
