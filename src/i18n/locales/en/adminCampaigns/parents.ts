import type { Catalog } from '../../../catalog';
import type { parents as zh } from '../../zh-CN/adminCampaigns/parents';

export const parents: Catalog<typeof zh> = {
  intro: "Texts of the /parentCode/* pages where a student binds parents' phones. Saved texts show at once.",
  neverSaved: 'Never saved: the pages show their default texts.',
  form: {
    verifyIntro: 'Verify page intro',
    verifyIntroHint: 'Under the title of /parentCode/bindPhoneCode',
    consentNote: 'Consent note',
    consentNoteHint: 'Under the verify form: the student receiving the code agrees to the binding',
    relationshipHint: 'Relationship page hint',
    fullText: 'Limit reached page text',
  },
  errors: {
    verifyIntro: 'Enter the verify page intro, at most 100 characters',
    consentNote: 'Enter the consent note, at most 100 characters',
    relationshipHint: 'Enter the relationship page hint, at most 100 characters',
    fullText: 'Enter the limit reached text, at most 200 characters',
  },
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved; the binding pages show it now',
};
