/**
 * The pages the server draws: the ones a family reads and a search engine indexes (the catalogue, news,
 * tutors, the site's information pages). Pages that open with a form (registering, the adviser check, the
 * campaign sign-ups) are left to the browser: until the app takes over the drawn page, what a visitor typed
 * into a drawn field would be lost when the app draws it again.
 */
export const SERVER_DRAWN_PAGES: ReadonlySet<string> = new Set([
  '/home',
  '/course',
  '/course/more',
  '/course/chapter',
  '/course/chaptersub',
  '/news',
  '/news/detail',
  '/smarter',
  '/smarter/detail',
  '/faq/table',
  '/faq/trainer',
  '/about/contact-us',
  '/about/legal-notice',
  '/about/aboutUserAgreement',
  '/about/aboutPriAgreement',
  '/about/tender-announcement',
  '/webAgreement',
  '/businesslicense',
  '/saleslicence',
  '/manual/middleSchool',
  '/manual/highSchool',
  '/m/home',
  '/m/course',
  '/m/about',
]);
