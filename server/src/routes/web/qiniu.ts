import * as qiniu from '../../../../src/api/schemas/web/qiniu';
import { type ApiRoute, route } from '../define';
import { enforceLimit } from '../limits';

export const qiniuRoutes: ApiRoute[] = [
  route(qiniu.getUploadToken, async ({ deps, request, input }) => {
    await enforceLimit(deps, request, 'uploadToken');
    return deps.providers.storage.createUploadTicket(deps.now(), input.kind);
  }),
];
