/*
 * Answers the server puts into a page's HTML for the public calls its first screen makes
 * (contract/api/openingCalls.ts): the element that carries them and how each answer is filed.
 */

/** The id of the JSON data block that carries the answers in the page's HTML. */
export const OPENING_ANSWERS_ID = 'opening-answers';

/** How an answer is filed: the call's path and its form-encoded fields, as the HTTP client sends them. */
export const openingAnswerKey = (path: string, form: string) => `${path} ${form}`;
