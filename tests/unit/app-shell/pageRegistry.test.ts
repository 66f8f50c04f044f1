import { describe, expect, it } from 'vitest';
import { pageLoaders, pageModules } from '@/app/router/pages';
import { routePages } from '@contract/routes/table';
import { routeLayouts } from '@contract/routes/types';
import { layoutLoaders } from '@/app/layouts';

describe('page registry', () => {
  it('maps every page id of the route table to a chunk, and nothing else', () => {
    expect(Object.keys(pageLoaders).sort()).toEqual([...routePages].sort());
  });

  it('has its own page module for every page of the route table, and none outside it', () => {
    expect(Object.keys(pageModules).sort()).toEqual([...routePages].sort());
    for (const [id, loader] of Object.entries(pageModules)) expect(pageLoaders[id], id).toBe(loader);
  });

  it('has a layout chunk for every layout the route table names', () => {
    expect(Object.keys(layoutLoaders).sort()).toEqual([...routeLayouts].sort());
  });
});
