import * as collection from '../../../../../contract/api/schemas/user/collection';
import { isCollected, listCollections, setCollected } from '../collections';
import { type ApiRoute, route } from '../../../platform/plugins/define';

export const collectionRoutes: ApiRoute[] = [
  route(collection.addOrUpdateCollection, ({ deps, user, input }) => setCollected(deps.db, user.id, input)),
  route(collection.checkCollection, async ({ deps, user, input }) => ({
    collected: await isCollected(deps.db, user.id, input.objectType, input.objectId),
  })),
  route(collection.findCollections, ({ deps, user, input }) => listCollections(deps.db, user.id, input)),
];
