import type { Catalog } from '../../catalog';
import type { home as zh } from '../zh-CN/home';

export const home: Catalog<typeof zh> = {
  heading: 'XueBan Online: helping every student learn better',
  banner: {
    label: 'Featured',
    slide: 'Slide {{index}} of {{count}}',
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Show slide {{index}}',
  },
  gradeNav: {
    label: 'Courses by school stage',
    grades: '{{stage}} grades',
    subjects: '{{stage}} subjects',
  },
  sections: {
    headline: 'Popular',
    headlineHint: 'The courses families choose most',
    stages: 'Courses by stage',
    stagesHint: 'Follow the textbook, with exercises after every lesson',
    tutors: 'Top-student tutors',
    tutorsHint: 'Top students from leading universities share how they learn',
    news: 'News',
    newsHint: 'Policies, study methods and parenting',
    praise: 'What learners say',
    praiseHint: 'Reviews from learners and parents across China',
    more: 'More',
    moreOf: 'More {{section}}',
  },
  praise: {
    course: 'Course: {{title}}',
    where: 'Where learners are (provinces with most reviews)',
    count: '{{count}} reviews',
  },
  adviser: {
    title: 'Not sure which course? Ask an adviser',
    text: 'One-to-one advice on your child’s learning, with free course and study-plan suggestions.',
    point1: 'Course advice',
    point2: 'Study plans',
    point3: 'Admissions',
    action: 'Add an adviser on WeChat',
  },
  app: {
    title: 'Get the XueBan app',
    text: 'Scan to download: lessons, exercises and reports wherever you are.',
    qr: 'QR code to download the XueBan app',
  },
};
