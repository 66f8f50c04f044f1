export { cancelOwnOrder, buyRecord, orderDetail, orderItemsDetail, orderLogisticsDetail, payStatus, shareDetails } from './views';
export { changeCourseDetail, modifyOrder } from './change';
export { createOrder, purchasePreview } from './checkout';
export { closeExpiredOrders, closeOrder, reconcilePayments } from './close';
export { commerceOf, payRequestContext } from './context';
export { findMyCourses } from './myCourses';
export { startPayment } from './pay';
export { settleNotification, isAccepted } from './settle';
export { approveRefund, followUpRefunds, rejectRefund, requestRefund, REFUND_MESSAGES } from './refunds';
