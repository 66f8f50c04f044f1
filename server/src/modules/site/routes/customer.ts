import * as customer from '../../../../../contract/api/schemas/web/customer';
import { adviserFor, checkAuthenticity, officialAccount } from '../advisers';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { enforceLimit } from '../../../platform/rateLimit/limits';

export const customerRoutes: ApiRoute[] = [
  route(customer.findRandomAdviser, ({ deps, user }) => adviserFor(deps.db, user?.id ?? null)),
  route(customer.checkAdviserAuthenticity, async ({ deps, input, request }) => {
    await enforceLimit(deps, request, 'authenticityCheck');
    return checkAuthenticity(deps.db, input.keyWord, request.ip);
  }),
  route(customer.findOfficialAccount, ({ deps }) => officialAccount(deps.db), { cacheTags: [CACHE_TAGS.site] }),
];
