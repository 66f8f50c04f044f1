import { describe, expect, it } from 'vitest';
import { buildingPageIds, builtPages, pageLoaders } from '@/app/router/pages';
import { routePages } from '@/app/routes';

describe('page loaders', () => {
  it('lists every page of the route table as built or as being built, and no page outside it', () => {
    expect([...Object.keys(builtPages), ...buildingPageIds].sort()).toEqual([...routePages].sort());
  });

  it('loads its own module for every page, none is left on the being-built panel', () => {
    expect(buildingPageIds).toEqual([]);
    for (const [id, loader] of Object.entries(builtPages)) expect(pageLoaders[id], id).toBe(loader);
  });
});
