import * as inspector from '../../../../../contract/api/schemas/web/inspector';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { requireOpenToken } from '../inspectorLinks';

/** The console's public calls (/api/web/v1): the family site asks whether a staff member's inspector link is good. */
export const webRoutes: ApiRoute[] = [
  route(inspector.checkInspectorLink, async ({ input, deps }) =>
    requireOpenToken(deps.config.inspectorLinkSecret, input.token, deps.now()),
  ),
];
