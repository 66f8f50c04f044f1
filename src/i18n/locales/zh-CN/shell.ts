export const shell = {} as const;
