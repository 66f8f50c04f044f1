/**
 * Whether families see a tutor: a visible tutor is on /smarter, its profile, search results, the home pages
 * and the sitemap; a hidden one is on none of them (its profile answers "not found") until shown again.
 */
export const TUTOR_VISIBILITIES = ['visible', 'hidden'] as const;
export type TutorVisibility = (typeof TUTOR_VISIBILITIES)[number];

/** The genders a tutor's profile may show. */
export const TUTOR_GENDERS = ['male', 'female'] as const;
export type TutorGender = (typeof TUTOR_GENDERS)[number];
