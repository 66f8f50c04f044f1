import type { ApiRoute } from './define';
import { webRoutes } from './web';

/** Every call served from a shared descriptor. */
export const apiRoutes: ApiRoute[] = [...webRoutes];
