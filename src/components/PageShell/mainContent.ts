/** The id of every layout's `main` landmark: the skip link and in-page "back to top" links lead there. */
export const MAIN_CONTENT_ID = 'main-content';
