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

/** The number a wire code stands for: '2' → 2. */
export type SmsTypeNumber<T extends SmsType = SmsType> = T extends `${infer N extends number}` ? N : never;

/** The machines count a purpose as a number (their input `smsType`); the calls send it as text. */
export function smsTypeNumber<P extends SmsPurpose>(purpose: P): SmsTypeNumber<(typeof SMS_PURPOSE)[P]> {
  return Number(SMS_PURPOSE[purpose]) as SmsTypeNumber<(typeof SMS_PURPOSE)[P]>;
}

/** The wire code of a machine's number. */
export function smsTypeOfNumber(smsType: number): SmsType {
  return String(smsType) as SmsType;
}
