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
  loginModal: {
    title: 'Log in',
    noticeTitle: 'Login opens soon',
    noticeMessage:
      'Account login is being upgraded and is not available here yet. For questions about courses or orders, call customer service on {{phone}}.',
    close: 'Got it',
  },
  adviserModal: {
    title: 'Course adviser',
    message: 'A course adviser can help you choose courses, plan your studies and answer questions about orders.',
    hotline: 'Hotline: {{phone}}',
    hours: 'Hours: {{hours}}',
    close: 'Got it',
  },
  evaluation: {
    back: 'Back',
  },
  studymag: {
    tabs: 'Study management',
    report: 'Study report',
    plan: 'Study plan',
  },
};
