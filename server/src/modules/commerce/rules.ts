import { priceBreakdown } from '../../../../contract/api/schemas/priceBreakdown';

/*
 * The business rules of buying, stated once: the pages show them, the services enforce them.
 */

/** A paid order may swap its course within this many days of payment … */
export const CHANGE_WITHIN_DAYS = 7;
/** … while less than this share of the course's lessons has been watched. */
export const CHANGE_MAX_WATCHED_PERCENT = 20;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Messages of refused requests (status 0). */
export const ORDER_MESSAGES = {
  notFound: '订单不存在',
  shareNotFound: '分享的订单不存在或链接已失效',
  courseMissing: '课程不存在或已下架',
  saleNotStarted: '这门课程尚未开售，请在开售后购买',
  saleEnded: '这门课程已停售',
  free: '这门课程免费，无需购买',
  owned: '您已拥有这门课程，无需重复购买',
  paid: '订单已支付，无需重复支付',
  closed: '订单已关闭，请重新下单',
  notUnpaid: '只有待支付的订单可以取消',
  methodUnavailable: '暂不支持该支付方式',
  providerDown: '支付渠道暂时不可用，请稍后重试或换一种支付方式',
  shareOnly: '该订单不是代付订单',
  changeNotPaid: '只有已支付的订单可以换课',
  changeLive: '直播课报名订单开通的是该场直播的课程，不能换课',
  changeOnce: '每个订单只能换课一次，这个订单已经换过了',
  changeExpired: `已超过支付后 ${CHANGE_WITHIN_DAYS} 天的换课期限`,
  changeWatched: `课程已学习超过 ${CHANGE_MAX_WATCHED_PERCENT}% 的课时，不能再换课`,
  changeSameCourse: '请选择另一门课程',
  changeTarget: '所选课程不在可换范围内（需为价格不高于原课程的付费课程，且您尚未拥有）',
} as const;

/** Receiver fields needed when a course ships printed material. */
export const RECEIVER_MESSAGES = {
  name: '请填写收货人姓名',
  phone: '请填写收货人手机号',
  address: '请填写收货地址',
  region: '请选择收货地区（省、市、区县）',
  regionUnknown: '收货地区不存在，请重新选择',
  regionIncomplete: '请选择到区县',
} as const;

/** Notes of the status history. */
export const STATUS_NOTES = {
  created: '订单已创建，等待支付',
  paid: '支付成功，课程已开通',
  paidByOther: '好友代付成功，课程已开通',
  closedByTimeout: '超时未支付，订单已自动关闭',
  cancelledByUser: '已取消订单',
  changed: (from: string, to: string) => `已将课程《${from}》更换为《${to}》`,
} as const;

/** List price, discount and what is paid for one course, in fen: the course's own sale price. */
export function priceOf(course: { priceCents: number; originalPriceCents: number }) {
  const { listPrice, discount, paid } = priceBreakdown([{ listPrice: course.originalPriceCents, price: course.priceCents }]);
  return { listPrice, discount, payable: paid };
}
