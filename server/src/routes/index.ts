import type { ApiRoute } from './define';
import { userRoutes } from './user';
import { webRoutes } from './web';

/** Every call served from a shared descriptor. */
export const apiRoutes: ApiRoute[] = [...webRoutes, ...userRoutes];
