import { CODE_FOR_ACCOUNTS, CODE_FOR_ANY_PHONE, type SmsPurposeRegistration } from '../accounts';
import { SMS_PURPOSE } from '../../../../contract/vocabulary/sms';

/**
 * The campaign pages' purposes: the campaign sign-in opens an account for a new phone, and a student's
 * consent to bind a parent is asked of the student's own account.
 */
export const registerCampaignSmsPurposes: SmsPurposeRegistration = (register) => {
  register('site', SMS_PURPOSE.campaignSignIn, CODE_FOR_ANY_PHONE);
  register('site', SMS_PURPOSE.parentConsent, CODE_FOR_ACCOUNTS);
};
