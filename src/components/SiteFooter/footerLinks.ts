/** Footer link groups; every path is a route of the site (SPEC §2). */
export const footerLinkGroups = [
  {
    key: 'aboutGroup',
    links: [
      { key: 'cooperation', path: '/about/cooperation' },
      { key: 'contactUs', path: '/about/contact-us' },
      { key: 'teachersIn', path: '/about/teachers-in' },
      { key: 'tender', path: '/about/tender-announcement' },
    ],
  },
  {
    key: 'serviceGroup',
    links: [
      { key: 'userAgreement', path: '/about/aboutUserAgreement' },
      { key: 'privacy', path: '/about/aboutPriAgreement' },
      { key: 'legalNotice', path: '/about/legal-notice' },
      { key: 'adviserCheck', path: '/about/acontact-ensure' },
    ],
  },
] as const;

export const footerLicenceLinks = [
  { key: 'businessLicence', path: '/businesslicense' },
  { key: 'salesLicence', path: '/saleslicence' },
] as const;
