/** Carries the checked phone and code from /e/retrieve-password to /e/set-password within the tab. */
export const RESET_STEP_KEY = 'e-reset-step';
