/* Calls of the Live section of the console's campaign settings (/admin/campaigns). */
export {};
