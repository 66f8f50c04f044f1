export { LoginForm, loginFormState, loginFormStates } from './LoginForm';
export type { LoginFieldErrors, LoginFormProps, LoginFormState } from './LoginForm';
export { ACCOUNT_MAX_LENGTH, CAPTCHA_MAX_LENGTH, canSubmitLogin, emptyLoginValues } from './loginRules';
export type { LoginFormValues } from './loginRules';
export { AgreementConsent } from './AgreementConsent';
export type { AgreementConsentProps } from './AgreementConsent';
export { FieldGlyph, fieldGlyphKinds } from './FieldGlyph';
export type { FieldGlyphKind } from './FieldGlyph';
export { textLink } from './textLink.css';
