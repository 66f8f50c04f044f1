/* Calls of the Trials section of the console's campaign settings (/admin/campaigns). */
export {};
