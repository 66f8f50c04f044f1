/** Prefix of the evaluation area's calls; they accept only evaluation tokens (the eToken cookie). */
export const EVALUATION_API = '/api/e/v1';
