/** Texts of the parents section of /admin/campaigns. */
export const parents = {} as const;
