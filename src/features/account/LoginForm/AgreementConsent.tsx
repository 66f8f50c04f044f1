import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';
import { Checkbox, type CheckboxSize } from '@/components/Checkbox';
import { AnchorLink, type LinkComponent } from '@/components/PageShell';

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
  const link = (to: string): ReactElement => <LinkComponent to={to} target="_blank" rel="noopener noreferrer" />;
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
      <Trans
        i18nKey="account.agreement.consent"
        components={{ user: link(userAgreementHref), privacy: link(privacyAgreementHref) }}
      />
    </Checkbox>
  );
}
