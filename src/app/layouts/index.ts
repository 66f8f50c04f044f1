import type { ComponentType } from 'react';
import type { RouteLayout } from '@contract/routes/types';
import type { ChunkLoader } from '@/app/router/lazyPages';

/*
 * Each layout is its own chunk: phone visitors never download the desktop header and its menus, and
 * desktop visitors never download the mobile navigation. The query cache provider comes with them.
 */
function layoutChunk<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): ChunkLoader {
  return () =>
    Promise.all([load(), import('@/app/providers/withQueryClient')]).then(([module, { withQueryClient }]) => ({
      default: withQueryClient(pick(module)),
    }));
}

export const layoutLoaders: Readonly<Record<RouteLayout, ChunkLoader>> = {
  desktop: layoutChunk(
    () => import('./DesktopLayout'),
    (module) => module.DesktopLayout,
  ),
  about: layoutChunk(
    () => import('./AboutLayout'),
    (module) => module.AboutLayout,
  ),
  studymag: layoutChunk(
    () => import('./StudymagLayout'),
    (module) => module.StudymagLayout,
  ),
  bare: layoutChunk(
    () => import('./BareLayout'),
    (module) => module.BareLayout,
  ),
  mobile: layoutChunk(
    () => import('./MobileLayout'),
    (module) => module.MobileLayout,
  ),
  evaluation: layoutChunk(
    () => import('./EvaluationLayout'),
    (module) => module.EvaluationLayout,
  ),
  campaign: layoutChunk(
    () => import('./CampaignLayout'),
    (module) => module.CampaignLayout,
  ),
  none: layoutChunk(
    () => import('./PlainLayout'),
    (module) => module.PlainLayout,
  ),
};
