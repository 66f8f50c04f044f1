import { forwardRef } from 'react';
import { useTranslation } from '@/i18n/react';
import { Dialog } from '@/components/Dialog';
import { LoginForm, textLink, type LoginFormProps } from '@/features/account/LoginForm';
import { LogoMark } from '@/components/Logo';
import { AnchorLink, type LinkComponent } from '@/components/PageShell';
import { SmsCheckStep, type SmsCheckStepProps } from '@/features/account/SmsCheckStep';
import * as styles from './LoginModal.css';

export const loginModalSteps = ['login', 'sms'] as const;
export type LoginModalStep = (typeof loginModalSteps)[number];

export interface LoginModalProps {
  open: boolean;
  /** Escape, the close button or a click outside; the caller clears the form. */
  onClose: () => void;
  step: LoginModalStep;
  /** The password form, shown on the 'login' step. */
  login: Omit<LoginFormProps, 'LinkComponent'>;
  /** The SMS security check the server may demand, shown on the 'sms' step. */
  sms: SmsCheckStepProps;
  registerHref: string;
  /** Called instead of following the register link (a plain click), so the caller closes the dialog first. */
  onRegister?: () => void;
  /** The app's router link; a plain anchor otherwise. */
  LinkComponent?: LinkComponent;
  /** Where the dialog mounts; the document body by default. */
  container?: HTMLElement | null;
}

export const LoginModal = forwardRef<HTMLDivElement, LoginModalProps>(function LoginModal(
  { open, onClose, step, login, sms, registerHref, onRegister, LinkComponent = AnchorLink, container },
  ref,
) {
  const { t } = useTranslation();
  return (
    <Dialog
      ref={ref}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      width="md"
      container={container}
      // The first field, not the close button, gets the focus: the user came here to type.
      onOpenAutoFocus={(event) => {
        const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('input:not([disabled])');
        if (!field) return;
        event.preventDefault();
        field.focus();
      }}
      className={styles.dialog}
      title={
        <span className={styles.heading} data-step={step}>
          <LogoMark className={styles.mark} />
          <span>{step === 'login' ? t('account.loginModal.title') : t('account.loginModal.smsTitle')}</span>
        </span>
      }
      description={step === 'login' ? t('account.loginModal.subtitle') : undefined}
    >
      <div className={styles.body} data-step={step}>
        {step === 'login' ? <LoginForm {...login} LinkComponent={LinkComponent} /> : <SmsCheckStep {...sms} />}
        {step === 'login' && (
          <p className={styles.register}>
            {t('account.loginModal.noAccount')}
            <LinkComponent
              to={registerHref}
              className={textLink}
              onClick={(event) => {
                // A click with a modifier opens the page elsewhere, as any link does.
                if (!onRegister || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onRegister();
              }}
            >
              {t('account.loginModal.register')}
            </LinkComponent>
          </p>
        )}
      </div>
    </Dialog>
  );
});
