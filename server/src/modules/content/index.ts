import { formRoutes } from './routes/forms';
import { informationRoutes } from './routes/information';
import { notificationRoutes } from './routes/notification';
import { praiseRoutes } from './routes/studentPublicPraise';

/** Content: news, broadcasts and notifications, feedback and forms, praise, short clips. */
export const contentRoutes = {
  praise: praiseRoutes,
  information: informationRoutes,
  forms: formRoutes,
  notification: notificationRoutes,
};
