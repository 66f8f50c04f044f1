import { Checkbox, type CheckboxSize } from '@/components/Checkbox';
import { AnchorLink, type LinkComponent } from '@/components/PageShell';
import { useTranslation } from '@/i18n/react';
import { taggedParts } from '@/lib/taggedText';

export interface AgreementConsentProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  userAgreementHref: string;
  privacyAgreementHref: string;
  LinkComponent?: LinkComponent;
  invalid?: boolean;
  /** Id of the message explaining what is wrong, read with the box. */
  errorId?: string;
  size?: CheckboxSize;
  disabled?: boolean;
  className?: string;
}

/**
 * 'I have read and agree to the user agreement and the privacy agreement'. The agreements open in a new
 * tab so reading them does not throw away a half-filled form.
 */
export function AgreementConsent({
  checked,
  onCheckedChange,
  userAgreementHref,
  privacyAgreementHref,
  LinkComponent = AnchorLink,
  invalid,
  errorId,
  size = 'sm',
  disabled,
  className,
}: AgreementConsentProps) {
  const { t } = useTranslation();
  const hrefs: Partial<Record<string, string>> = { user: userAgreementHref, privacy: privacyAgreementHref };
  return (
    <Checkbox
      className={className}
      checked={checked}
      onCheckedChange={onCheckedChange}
      invalid={invalid}
      aria-describedby={invalid ? errorId : undefined}
      size={size}
      disabled={disabled}
      name="agreement"
    >
      {taggedParts(t('account.agreement.consent')).map(({ tag, text }, index) => {
        const href = tag === null ? undefined : hrefs[tag];
        return href === undefined ? (
          text
        ) : (
          <LinkComponent key={index} to={href} target="_blank" rel="noopener noreferrer">
            {text}
          </LinkComponent>
        );
      })}
    </Checkbox>
  );
}
