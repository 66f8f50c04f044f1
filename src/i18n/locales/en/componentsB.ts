import type { Catalog } from '../../catalog';
import type { componentsB as zh } from '../zh-CN/componentsB';

export const componentsB: Catalog<typeof zh> = {
  price: {
    currency: '¥',
    original: 'Original price',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
    summary: '{{page}} / {{pages}}',
    total: '{{total}} in total',
  },
  skeleton: { loading: 'Loading content' },
  spinner: { loading: 'Loading' },
  badge: {
    count: '{{value}} new messages',
    dot: 'New messages',
  },
  avatar: {
    named: "{{name}}'s avatar",
    anonymous: 'User avatar',
  },
  countdownButton: {
    idle: 'Get code',
    counting: 'Resend in {{seconds}} s',
  },
  maskedPhone: { empty: 'No phone number linked' },
  qrCode: {
    label: 'QR code',
    loadFailed: 'Could not load the QR code',
    generateFailed: 'Could not generate the QR code',
  },
  copyText: {
    copy: 'Copy',
    copyNamed: 'Copy {{label}}',
  },
  searchBox: {
    label: 'Search courses, news and tutors',
    placeholder: 'Search courses, news, tutors',
    submit: 'Search',
    history: 'Recent searches',
    clear: 'Clear',
    remove: 'Remove “{{keyword}}” from recent searches',
    open: 'Open search',
  },
};
