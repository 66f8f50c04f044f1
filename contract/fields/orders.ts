import { z } from 'zod';
import { ORDER_NO_PATTERN, SHARE_ID_PATTERN } from '../vocabulary/orders';

/** An order number in a request. */
export const orderNo = () => z.string({ error: '应为文本' }).trim().regex(ORDER_NO_PATTERN, { error: '订单号格式不正确' });

/** The token of a share link in a request. */
export const shareId = () => z.string({ error: '应为文本' }).trim().regex(SHARE_ID_PATTERN, { error: '分享链接无效' });
