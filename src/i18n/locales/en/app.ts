import type { Catalog } from '../../catalog';
import type { app as zhApp } from '../zh-CN/app';

export const app: Catalog<typeof zhApp> = {
  skipToContent: 'Skip to main content',
  pageLoading: 'Loading the page',
  loginRequired: {
    message: 'This page needs login permission, please log in first',
  },
  logout: {
    message: 'Are you sure you want to log out?',
    confirm: 'Log out',
  },
  evaluation: {
    back: 'Back',
  },
  studymag: {
    tabs: 'Study management',
    report: 'Study report',
    plan: 'Study plan',
    wrongBook: 'Mistake book',
  },
  trial: {
    notice: 'Trial site: payments are simulated and nothing is charged; data may be reset at any time. ',
    smsCode: 'No SMS is really sent; every verification code is ',
  },
};
