import { describe, expect, it } from 'vitest';
import { buildingPageIds, builtPages, pageLoaders } from '@/app/router/pages';
import { routePages, routeLayouts } from '@/app/routes';
import { layoutLoaders } from '@/app/layouts';

describe('page registry', () => {
  it('maps every page id of the route table to a chunk, and nothing else', () => {
    expect(Object.keys(pageLoaders).sort()).toEqual([...routePages].sort());
  });

  it('lists each page either as built or as being built, never both', () => {
    const built = Object.keys(builtPages);
    expect(buildingPageIds.filter((id) => built.includes(id))).toEqual([]);
    expect(new Set(buildingPageIds).size).toBe(buildingPageIds.length);
  });

  it('has a layout chunk for every layout the route table names', () => {
    expect(Object.keys(layoutLoaders).sort()).toEqual([...routeLayouts].sort());
  });
});
