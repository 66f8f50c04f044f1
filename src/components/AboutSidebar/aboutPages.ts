/** The /about children in menu order, with the catalog key of each label. */
export const aboutPages = [
  { slug: 'cooperation', key: 'cooperation' },
  { slug: 'acontact-ensure', key: 'adviserCheck' },
  { slug: 'contact-us', key: 'contactUs' },
  { slug: 'legal-notice', key: 'legalNotice' },
  { slug: 'teachers-in', key: 'teachersIn' },
  { slug: 'aboutUserAgreement', key: 'userAgreement' },
  { slug: 'aboutPriAgreement', key: 'privacy' },
  { slug: 'tender-announcement', key: 'tender' },
] as const;
export type AboutPageSlug = (typeof aboutPages)[number]['slug'];

export const aboutPagePath = (slug: AboutPageSlug): string => `/about/${slug}`;
