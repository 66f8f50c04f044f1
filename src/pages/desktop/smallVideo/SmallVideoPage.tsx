import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as webCourse from '@contract/api/calls/web/course';
import { api } from '@/app/api';
import { useAppSelector } from '@/app/providers/appActorContext';
import type { Loadable } from '@/components/Loadable';
import type { ClipData } from '@/features/learning/ClipFeed';
import { SmallVideoView } from './SmallVideoView';
import '@/features/learning/texts';

const PAGE_SIZE = 4;
/** Fetch the next page while this many loaded clips are still ahead. */
const AHEAD = 2;

/** /small-video: the short-clip feed, paged from course/shortClips as the viewer moves down. */
export default function SmallVideoPage() {
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const [index, setIndex] = useState(0);
  const feed = useInfiniteQuery({
    queryKey: [webCourse.shortClips.path, rsNo],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.call(webCourse.shortClips, { page: pageParam, size: PAGE_SIZE }, { signal, silent: true }),
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    // Signed addresses expire: a feed left open gets fresh ones only when asked (reload), never mid-clip.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const list = feed.data?.pages.flatMap((page) => page.list) ?? [];
  const total = feed.data?.pages[0]?.total ?? 0;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && index >= list.length - AHEAD) void fetchNextPage();
  }, [index, list.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const clips: Loadable<{ list: readonly ClipData[]; total: number }> = feed.isSuccess
    ? { status: 'ready', data: { list, total } }
    : feed.isError
      ? { status: 'error', retry: () => void feed.refetch(), retrying: feed.isFetching }
      : { status: 'loading' };

  return (
    <SmallVideoView
      clips={clips}
      index={index}
      onIndexChange={setIndex}
      hasMore={Boolean(hasNextPage)}
      loadingMore={isFetchingNextPage}
      onReload={() => void feed.refetch()}
    />
  );
}
