import type { Catalog } from '../../../catalog';
import type { gift as zh } from '../../zh-CN/adminCampaigns/gift';

export const gift: Catalog<typeof zh> = {
  intro:
    'Texts, switch and notification of the /m/gift welcome pack page. One claim per phone; when closed or past its end, the page says the offer has ended.',
  neverSaved: 'Never saved: the page shows its default texts.',
  form: {
    isOpen: 'Open for claims',
    heading: 'Heading',
    intro: 'Intro',
    items: 'Pack items',
    itemsHint: 'One item a line, 1–6 lines, at most 40 characters each',
    noticeTitle: 'Notification title',
    noticeContent: 'Notification text',
    noticeHint: "Sent to the message center of the phone's account; an unregistered phone gets it when it registers",
    endsAt: 'Ends at',
    endsAtHint: 'Leave blank for no end',
  },
  errors: {
    heading: 'Enter a heading of at most 30 characters',
    intro: 'The intro has at most 200 characters',
    items: 'Enter 1–6 lines of items, at most 40 characters each',
    noticeTitle: 'Enter a notification title of at most 40 characters',
    noticeContent: 'Enter a notification text of at most 200 characters',
    endsAt: 'Choose a valid end time',
  },
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved; the claim page shows it now',
  preview: 'Phone preview',
  previewEnded: 'Offer ended (the page shows no form)',
  state: { open: 'Taking claims', closed: 'Closed', ended: 'Past its end' },
  claims: {
    title: 'Claims',
    phone: 'Phone',
    claimedAt: 'Claimed at (Beijing time)',
    delivery: 'Delivery',
    delivered: 'Delivered',
    waiting: 'Waiting for registration',
    empty: 'No claims yet',
    failed: 'The claims could not be loaded',
    count: '{{total}} claims',
  },
};
