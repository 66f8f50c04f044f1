/** Texts of the gift section of /admin/campaigns. */
export const gift = {} as const;
