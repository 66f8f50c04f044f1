/**
 * What an SMS code is sent for, by name, with the wire code each purpose travels as (`smsType` of the SMS
 * calls, SPEC §7). The codes are written here and nowhere else: the browser, the machines and the server
 * name a purpose and read its code from this table.
 */
export const SMS_PURPOSE = {
  register: '1',
  login: '2',
  resetPassword: '3',
  bindPhone: '4',
  /** A gift-pack claim; its form always carries the image captcha. */
  giftClaim: '5',
  /** Signing in on a campaign page, which opens an account for a new phone. */
  campaignSignIn: '6',
  /** A student's consent, on the student's phone, to bind a parent. */
  parentConsent: '7',
} as const;

export type SmsPurpose = keyof typeof SMS_PURPOSE;
/** The wire code of a purpose. */
export type SmsType = (typeof SMS_PURPOSE)[SmsPurpose];

/** Every wire code, in the order of the table (the API's enum lists them so). */
export const SMS_TYPES = Object.values(SMS_PURPOSE) as [SmsType, ...SmsType[]];

/** The machines count a purpose as a number (their input `smsType`); the calls send it as text. */
export const smsTypeNumber = <P extends SmsPurpose>(purpose: P) => Number(SMS_PURPOSE[purpose]);
