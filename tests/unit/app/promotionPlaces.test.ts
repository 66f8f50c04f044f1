import { describe, expect, it } from 'vitest';
import { promotionMayShowOn } from '@/app/overlays/promotionPlaces';

describe('where the promotion may come up', () => {
  it('comes on the site’s own pages, on a computer and on a phone', () => {
    expect(promotionMayShowOn('desktop', '/news')).toBe(true);
    expect(promotionMayShowOn('mobile', '/m/course')).toBe(true);
  });

  it('never interrupts a family confirming or paying for an order', () => {
    expect(promotionMayShowOn('desktop', '/course/purchase')).toBe(false);
    expect(promotionMayShowOn('desktop', '/course/purchase-alipay-payment')).toBe(false);
    expect(promotionMayShowOn('desktop', '/personal/order-change/')).toBe(false);
    expect(promotionMayShowOn('mobile', '/m/order/success')).toBe(false);
  });

  it('never covers the sign-in or registration a family is filling in', () => {
    expect(promotionMayShowOn('mobile', '/m/login')).toBe(false);
    expect(promotionMayShowOn('desktop', '/register')).toBe(false);
  });

  it('stays off the campaign and evaluation pages', () => {
    expect(promotionMayShowOn('campaign', '/myCourse/index')).toBe(false);
    expect(promotionMayShowOn('evaluation', '/e/report')).toBe(false);
  });
});
