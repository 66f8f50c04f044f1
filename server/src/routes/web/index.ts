import type { ApiRoute } from '../define';
import { commonRoutes } from './common';
import { courseRoutes } from './course';
import { customerRoutes } from './customer';
import { formRoutes } from './forms';
import { giftRoutes } from './gift';
import { informationRoutes } from './information';
import { learningRoutes } from './learningManagement';
import { qiniuRoutes } from './qiniu';
import { searchRoutes } from './search';
import { siteRoutes } from './site';
import { praiseRoutes } from './studentPublicPraise';
import { teacherInfoRoutes } from './teacherInfo';
import { weixinRoutes } from './weixin';

export const webRoutes: ApiRoute[] = [
  ...customerRoutes,
  ...praiseRoutes,
  ...commonRoutes,
  ...weixinRoutes,
  ...learningRoutes,
  ...courseRoutes,
  ...teacherInfoRoutes,
  ...informationRoutes,
  ...searchRoutes,
  ...siteRoutes,
  ...formRoutes,
  ...qiniuRoutes,
  ...giftRoutes,
];
