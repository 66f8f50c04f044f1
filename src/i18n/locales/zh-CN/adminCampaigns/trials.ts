/** Texts of the trials section of /admin/campaigns. */
export const trials = {} as const;
