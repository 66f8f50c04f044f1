import * as gift from '../../../../../contract/api/schemas/web/gift';
import { claimGift } from '../gifts';
import { type ApiRoute, route } from '../../../platform/plugins/define';

export const giftRoutes: ApiRoute[] = [
  route(gift.claimGift, ({ deps, input, request }) => claimGift(deps, input, request.ip, request.log), {
    successMessage: '领取成功',
  }),
];
