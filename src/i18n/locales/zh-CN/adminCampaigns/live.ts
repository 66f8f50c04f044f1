/** Texts of the live section of /admin/campaigns. */
export const live = {} as const;
