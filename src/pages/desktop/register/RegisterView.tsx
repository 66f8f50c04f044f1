import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import type { ActorRefFrom } from 'xstate';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LogoMark } from '@/components/Logo';
import { AnchorLink, Container, linkButton, type LinkComponent } from '@/components/PageShell';
import {
  RegisterForm,
  registrationErrorKeys,
  validateRegistration,
  validateSmsRequest,
  type RegisterFormValues,
  type RegistrationErrorKey,
  type RegistrationErrors,
} from '@/features/account/RegisterForm';
import type { FieldErrors, RegisterMachine } from '@machines/register';
import * as styles from './RegisterPage.css';

export const REGISTER_AGREEMENT_PATHS = {
  userAgreementHref: '/about/aboutUserAgreement',
  privacyAgreementHref: '/about/aboutPriAgreement',
} as const;

export interface RegisterViewProps {
  register: ActorRefFrom<RegisterMachine>;
  /** The captcha picture for an id; a new `version` asks for a new picture of the same id. */
  captchaSrc: (captchaId: string, version: number) => string;
  /** Someone is logged in already: a short message replaces the form (unless they just registered). */
  loggedIn: boolean;
  /** 'Already have an account? Log in'. */
  onLogin: () => void;
  homePath: string;
  LinkComponent?: LinkComponent;
}

const knownErrorKeys: readonly string[] = Object.values(registrationErrorKeys);

/** The machine keeps whatever the form's rules reported; the form takes only its own message keys back. */
function formErrors(errors: FieldErrors): RegistrationErrors {
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, RegistrationErrorKey] => knownErrorKeys.includes(entry[1] ?? '')),
  );
}

const benefitKeys = ['courses', 'practice', 'reports', 'adviser'] as const;

/** Simple line glyphs for the benefits: a book, a pencil, a rising chart, a speech bubble. */
const benefitGlyphs: Record<(typeof benefitKeys)[number], ReactNode> = {
  courses: <path d="M4 5.5C6.5 4.3 9.3 4.5 12 6.3v13c-2.7-1.8-5.5-2-8-.8zM20 5.5c-2.5-1.2-5.3-1-8 .8v13c2.7-1.8 5.5-2 8-.8z" />,
  practice: <path d="M14.5 4.5l5 5L9 20H4v-5zM12.5 6.5l5 5" />,
  reports: <path d="M4 20h16M6 16l4-4 3 3 6-7M15 8h4v4" />,
  adviser: <path d="M5 5h14v10H10l-4 4v-4H5zM9 9.5h6M9 12h4" />,
};

function BrandPanel() {
  const { t } = useTranslation();
  const listId = useId();
  return (
    <div className={styles.brand}>
      <div className={styles.brandTop}>
        <LogoMark className={styles.mark} />
        <p className={styles.brandHeading}>{t('registerPage.brand.heading')}</p>
        <p className={styles.brandIntro}>{t('registerPage.brand.intro')}</p>
      </div>
      <div className={styles.benefitsBlock}>
        <p id={listId} className={styles.benefitsLabel}>
          {t('registerPage.brand.benefitsLabel')}
        </p>
        <ul className={styles.benefits} aria-labelledby={listId}>
          {benefitKeys.map((key) => (
            <li key={key} className={styles.benefit}>
              <span className={styles.benefitIcon} aria-hidden="true">
                <svg
                  className={styles.benefitGlyph}
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  focusable="false"
                >
                  {benefitGlyphs[key]}
                </svg>
              </span>
              <span className={styles.benefitTitle}>{t(`registerPage.brand.benefits.${key}.title`)}</span>
              <span className={styles.benefitText}>{t(`registerPage.brand.benefits.${key}.text`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Outcome({ title, message, action, titleId }: { title: string; message: string; action?: ReactNode; titleId: string }) {
  return (
    <div className={styles.outcome} role="status">
      <svg className={styles.outcomeIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="21" fill="currentColor" opacity="0.14" />
        <path
          d="M15 24.5l6 6 12-13"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.outcomeMessage}>{message}</p>
      {action}
    </div>
  );
}

/**
 * The registration page: a welcome panel beside the register form, drawn from the registration flow
 * (machines/register). Field edits, clicks and keys go to the flow as events; the form's rules decide
 * what is wrong before a code is asked for or the form is sent.
 */
export function RegisterView({
  register,
  captchaSrc,
  loggedIn,
  onLogin,
  homePath,
  LinkComponent = AnchorLink,
}: RegisterViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const snapshot = useSelector(register, (state) => state);
  const { context } = snapshot;
  const send = register.send;
  const values: RegisterFormValues = {
    phone: context.phone,
    captcha: context.captcha,
    smsCode: context.smsCode,
    password: context.password,
    confirmPassword: context.confirmPassword,
    agreed: context.agreed,
  };

  const changeValues = (next: RegisterFormValues) => {
    if (next.phone !== values.phone) send({ type: 'user.phoneChanged', value: next.phone });
    if (next.captcha !== values.captcha) send({ type: 'user.captchaChanged', value: next.captcha });
    if (next.smsCode !== values.smsCode) send({ type: 'user.smsCodeChanged', value: next.smsCode });
    if (next.password !== values.password) send({ type: 'user.passwordChanged', value: next.password });
    if (next.confirmPassword !== values.confirmPassword)
      send({ type: 'user.confirmPasswordChanged', value: next.confirmPassword });
    if (next.agreed !== values.agreed) send({ type: 'user.agreementChanged', agreed: next.agreed });
  };

  let content: ReactNode;
  if (snapshot.hasTag('registered')) {
    content = (
      <Outcome titleId={titleId} title={t('registerPage.registered.title')} message={t('registerPage.registered.message')} />
    );
  } else if (loggedIn) {
    content = (
      <Outcome
        titleId={titleId}
        title={t('registerPage.alreadyLoggedIn.title')}
        message={t('registerPage.alreadyLoggedIn.message')}
        action={
          <LinkComponent to={homePath} className={linkButton.primary}>
            {t('registerPage.alreadyLoggedIn.home')}
          </LinkComponent>
        }
      />
    );
  } else {
    content = (
      <>
        <div className={styles.heading}>
          <h1 id={titleId} className={styles.title}>
            {t('registerPage.title')}
          </h1>
          <p className={styles.subtitle}>{t('registerPage.subtitle')}</p>
        </div>
        <RegisterForm
          values={values}
          onValuesChange={changeValues}
          onSubmit={(submitted) => send({ type: 'user.submit', errors: validateRegistration(submitted) })}
          errors={formErrors(context.errors)}
          error={context.error ?? undefined}
          submitting={snapshot.hasTag('submitting')}
          captchaSrc={captchaSrc(context.captchaId, context.captchaVersion)}
          onRefreshCaptcha={() => send({ type: 'user.refreshCaptcha' })}
          onSendCode={() => send({ type: 'user.sendCode', errors: validateSmsRequest(values) })}
          secondsLeft={snapshot.hasTag('countingDown') ? context.smsSender.secondsLeft : 0}
          sendingCode={snapshot.hasTag('sendingCode')}
          LinkComponent={LinkComponent}
          onLogin={onLogin}
          {...REGISTER_AGREEMENT_PATHS}
        />
      </>
    );
  }

  return (
    <Container className={styles.page}>
      <div className={styles.card}>
        <BrandPanel />
        <section className={styles.main} aria-labelledby={titleId}>
          {content}
        </section>
      </div>
      <ConfirmDialog
        open={snapshot.hasTag('agreementWarning')}
        tone="warning"
        showCancel={false}
        message={t('account.agreement.warning')}
        onConfirm={() => send({ type: 'user.dismissWarning' })}
      />
    </Container>
  );
}
