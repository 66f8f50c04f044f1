import { CODE_FOR_ACCOUNTS, CODE_FOR_ANY_PHONE } from '../accounts/accountSmsPurposes';
import type { SmsPurposeRegistration } from '../accounts/smsPurposes';

/**
 * The campaign pages' purposes: the campaign sign-in (6) opens an account for a new phone, and a student's
 * consent to bind a parent (7) is asked of the student's own account.
 */
export const registerCampaignSmsPurposes: SmsPurposeRegistration = (register) => {
  register('site', '6', CODE_FOR_ANY_PHONE);
  register('site', '7', CODE_FOR_ACCOUNTS);
};
