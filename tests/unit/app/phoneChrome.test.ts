import { describe, expect, it } from 'vitest';
import { drawsInPhoneChrome, showsTabBar } from '@/app/layouts/phoneChrome';
import { mobileTabOf } from '@/components/MobileTabBar';

describe("the phone's frame", () => {
  it('draws the personal, study, lesson and buying pages in the phone frame, and leaves public desktop pages alone', () => {
    for (const path of [
      '/personal/order',
      '/personal/my-course',
      '/course/purchase',
      '/course/purchase-alipay-payment',
      '/studymag/report',
      '/video',
      '/register',
    ]) {
      expect(drawsInPhoneChrome(path), path).toBe(true);
    }
    for (const path of ['/home', '/news', '/course', '/course/chapter', '/small-video'])
      expect(drawsInPhoneChrome(path), path).toBe(false);
  });

  it('keeps the tab bar off pages with their own bottom bar and off the login', () => {
    expect(showsTabBar('/m/home', '')).toBe(true);
    expect(showsTabBar('/m/course', '')).toBe(true);
    expect(showsTabBar('/m/course', '?stage=primary')).toBe(true);
    expect(showsTabBar('/m/course', '?courseId=3')).toBe(false);
    expect(showsTabBar('/m/course', '?classId=8')).toBe(false);
    expect(showsTabBar('/m/login', '?redirect=%2Fm%2Fme')).toBe(false);
    expect(showsTabBar('/register', '')).toBe(false);
    expect(showsTabBar('/course/purchase', '?courseId=3')).toBe(false);
    expect(showsTabBar('/video', '?classId=8')).toBe(false);
    expect(showsTabBar('/personal/order', '')).toBe(true);
  });

  it('marks the tab a page belongs to', () => {
    expect(mobileTabOf('/m/home')).toBe('home');
    expect(mobileTabOf('/m/course')).toBe('course');
    expect(mobileTabOf('/personal/my-course')).toBe('learn');
    expect(mobileTabOf('/studymag/plan')).toBe('learn');
    expect(mobileTabOf('/m/me')).toBe('me');
    expect(mobileTabOf('/personal/order')).toBe('me');
    expect(mobileTabOf('/m/about')).toBeNull();
  });
});
