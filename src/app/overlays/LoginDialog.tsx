import { useSelector } from '@xstate/react';
import { useTranslation } from '@/i18n/react';
import type { ActorRefFrom } from 'xstate';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ForgotPasswordHint } from '@/features/account/ForgotPasswordHint';
import { LoginModal } from '@/features/account/LoginModal';
import type { LinkComponent } from '@/components/PageShell';
import { CUSTOMER_SERVICE } from '@/config';
import type { LoginMachine } from '@machines/login';
import { loginFlowViewProps } from './loginFlowProps';

export { AGREEMENT_PATHS } from './loginFlowProps';

export const REGISTER_HREF = '/register';

export interface LoginDialogProps {
  /** The app's login modal state; the flow's own state decides what the dialog shows. */
  open: boolean;
  onClose: () => void;
  /** '立即注册': the dialog closes and the register page opens, remembering where the family was. */
  onRegister?: () => void;
  login: ActorRefFrom<LoginMachine>;
  /** The captcha picture for a captcha id. */
  captchaSrc: (captchaId: string) => string;
  LinkComponent?: LinkComponent;
  container?: HTMLElement | null;
}

/**
 * Draws the login flow (machines/login) with the login modal, the agreement warning and the
 * forgot-password hint: every field change, click and key goes to the flow as an event.
 */
export function LoginDialog({ open, onClose, onRegister, login, captchaSrc, LinkComponent, container }: LoginDialogProps) {
  const { t } = useTranslation();
  const snapshot = useSelector(login, (state) => state);
  const send = login.send;
  const { step, login: loginForm, sms } = loginFlowViewProps(snapshot, login, captchaSrc, open);

  return (
    <>
      <LoginModal
        open={open}
        onClose={onClose}
        step={step}
        registerHref={REGISTER_HREF}
        onRegister={onRegister}
        LinkComponent={LinkComponent}
        container={container}
        login={loginForm}
        sms={sms}
      />
      <ConfirmDialog
        open={open && snapshot.hasTag('agreementWarning')}
        tone="warning"
        showCancel={false}
        message={t('account.agreement.warning')}
        onConfirm={() => send({ type: 'user.dismissWarning' })}
      />
      <ForgotPasswordHint
        open={open && snapshot.hasTag('forgotPasswordHint')}
        onClose={() => send({ type: 'user.dismissHint' })}
        phone={CUSTOMER_SERVICE.phone}
        serviceHours={CUSTOMER_SERVICE.hours}
      />
    </>
  );
}
