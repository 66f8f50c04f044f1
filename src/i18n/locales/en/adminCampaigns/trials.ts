import type { Catalog } from '../../../catalog';
import type { trials as zh } from '../../zh-CN/adminCampaigns/trials';

export const trials: Catalog<typeof zh> = {
  intro:
    'On the free-trial page a family claims the first 3 lessons of one course with its phone, once per phone. Listed by grade, then in this order.',
  count: '{{count}} courses.',
  add: 'Add a trial course',
  empty: 'No free-trial courses yet',
  emptyHint:
    'A free trial lets a family claim the first 3 lessons of a paid course with an SMS code, then buy it. Add a published paid course and the campaign page shows it at once.',
  noGrade: 'All grades',
  always: 'No time limit',
  from: 'From {{at}}',
  until: 'Until {{at}}',
  between: '{{from}} to {{to}}',
  conversion: '{{buyers}} bought',
  columns: {
    order: 'Order',
    course: 'Course',
    grade: 'Grade',
    courseState: 'Course',
    window: 'Shown',
    state: 'Now',
    claims: 'Claims / bought',
    actions: 'Actions',
  },
  courseStates: { published: 'Published', unpublished: 'Unpublished', paid: 'Paid', free: 'Free' },
  states: { showing: 'Showing', scheduled: 'Not started', ended: 'Ended', hidden: 'Not shown' },
  hiddenReasons: { unpublished: 'course unpublished', free: 'course is free' },
  actions: { window: 'Window', claims: 'Claims', remove: 'Remove' },
  removeTitle: 'Remove “{{title}}” from the free trials?',
  removeBody: 'The campaign page stops showing it. Families who claimed it can still watch their free preview lessons.',
  removeConfirm: 'Remove',
  form: {
    newTitle: 'Add a free-trial course',
    editTitle: 'When “{{title}}” is shown',
    course: 'Course',
    chooseCourse: 'Choose a published paid course',
    noCandidates: 'No course to add: every published paid course is listed already.',
    startsAt: 'Starts',
    endsAt: 'Ends',
    windowHint: 'Leave blank for no limit; times are in your computer’s time zone.',
    errors: {
      courseId: 'Choose a course',
      startsAt: 'Enter a valid start time',
      endsAt: 'The end must be after the start',
    },
  },
  claims: {
    title: 'Claims of “{{title}}”',
    summary: '{{total}} claims; times in Beijing time.',
    empty: 'No family has claimed this trial yet.',
    phone: 'Phone',
    claimedAt: 'Claimed',
    orderNo: 'Bought since',
    notBought: 'Not bought',
  },
};
