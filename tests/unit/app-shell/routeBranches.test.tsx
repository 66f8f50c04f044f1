import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from '@/app/router/appRoutes';
import type { ChunkCache } from '@/app/router/lazyPages';

const named = (kind: string) => {
  const components = new Map<string, ComponentType>();
  const cache: ChunkCache = {
    get(chunkId) {
      if (!components.has(chunkId))
        components.set(
          chunkId,
          Object.assign(() => null, { displayName: `${kind}:${chunkId}` }),
        );
      return components.get(chunkId)!;
    },
    preload: () => undefined,
    ready: () => Promise.resolve(),
  };
  return cache;
};

const routes = () => createAppRoutes({ layouts: named('layout'), pages: named('page'), onReload: () => undefined });

/** The path and page id of each route in a branch, from the layout down. */
function describeBranch(branch: ReturnType<ReturnType<typeof routes>['forPath']>) {
  return branch.flatMap((layout) =>
    (layout.children ?? []).map((page) => ({
      path: page.path,
      page: (page.element as { props: Record<string, unknown> }).props['data-page'],
    })),
  );
}

describe('the routes handed to the router', () => {
  it('holds only the layout and page of the path being drawn', () => {
    const branch = routes().forPath('/home');
    expect(branch).toHaveLength(1);
    expect(describeBranch(branch)).toEqual([{ path: '/home', page: 'desktop/home' }]);
  });

  it('finds a page whatever the case of its path and a trailing slash, as the route table does', () => {
    const table = routes();
    expect(table.forPath('/Course/Chapter/')).toBe(table.forPath('/course/chapter'));
    expect(describeBranch(table.forPath('/course/chapter'))).toEqual([
      { path: '/course/chapter', page: 'desktop/courseChapter' },
    ]);
  });

  it('gives an unknown path the not-found page of its module', () => {
    const table = routes();
    expect(describeBranch(table.forPath('/no/such/page'))).toEqual([{ path: '*', page: 'desktop/notFound' }]);
    expect(describeBranch(table.forPath('/m/no-such-page'))).toEqual([{ path: '/m/*', page: 'mobile/notFound' }]);
  });

  it('hands the same branch for every visit of a page, so the router is not given new routes each render', () => {
    const table = routes();
    expect(table.forPath('/m/home')).toBe(table.forPath('/m/home'));
    expect(table.forPath('/m/home')).not.toBe(table.forPath('/m/course'));
  });
});
