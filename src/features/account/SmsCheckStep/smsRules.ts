/** Codes the server sends are at most six digits. */
export const SMS_CODE_MAX_LENGTH = 6;

/** 'Verify now' is enabled only once a code has been entered (SPEC §5). */
export function canVerifyCode(code: string): boolean {
  return code.trim() !== '';
}
