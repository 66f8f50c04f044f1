/* Calls of the Texts section of the console's campaign settings (/admin/campaigns). */
export {};
