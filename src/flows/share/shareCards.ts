import type { ShareContent } from '@machines/share';

/**
 * What a page shares in WeChat: its title and description, its picture as the page has it (relative or not)
 * and, for a campaign, the path of the step a card opens (the page's own address otherwise). Plain data, so a
 * page builds it while drawing, on the server too; the addresses are made absolute in the browser (shareContent).
 */
export interface PageShareCard {
  title: string;
  desc: string;
  image?: string;
  path?: string;
}

/** Where the page is: its origin, for absolute addresses, and its address, the link a card points to. */
export interface PageLocation {
  origin: string;
  href: string;
}

/** The site's share picture (the server's, as in the page head), for a card without a picture of its own. */
export const SITE_SHARE_IMAGE = '/share-card.jpg';

/** An address made absolute against the page's origin; WeChat shows no picture for a relative one. */
export function absoluteAddress(address: string, where: PageLocation): string {
  try {
    return new URL(address, where.origin).href;
  } catch {
    return new URL(SITE_SHARE_IMAGE, where.origin).href;
  }
}

/** The page's own address without its hash: what a shared card opens. */
export function pageLink(where: PageLocation): string {
  return where.href.split('#')[0] ?? where.href;
}

/** The card as WeChat takes it: the picture (the site's when there is none) and the link absolute. */
export function shareContent({ title, desc, image, path }: PageShareCard, where: PageLocation): ShareContent {
  return {
    title,
    desc,
    link: path === undefined ? pageLink(where) : absoluteAddress(path, where),
    imgUrl: absoluteAddress(image?.trim() ? image : SITE_SHARE_IMAGE, where),
  };
}

/** A course's card: its title, its subtitle (its teacher when it has none) and its cover. */
export function courseShareCard(course: {
  title: string;
  subtitle: string;
  teacherName: string;
  coverUrl: string;
}): PageShareCard {
  return { title: course.title, desc: course.subtitle.trim() || course.teacherName, image: course.coverUrl };
}

/** A tutor's card: their name, school and major, and their photo. */
export function tutorShareCard(tutor: { name: string; school: string; major: string; photoUrl: string }): PageShareCard {
  const desc = [tutor.school, tutor.major].filter((part) => part.trim() !== '').join(' · ');
  return { title: tutor.name, desc: desc || tutor.name, image: tutor.photoUrl };
}
