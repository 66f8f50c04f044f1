import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { CountdownButton } from '@/components/CountdownButton';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { Notice } from '@/components/Notice';
import { TextField } from '@/components/TextField';
import { CaptchaImage } from '@/features/account/CaptchaImage';
import '@/features/mobile/giftTexts';
import * as m from '@/features/mobile/mobile.css';
import * as styles from './MobileGift.css';

/** The offer as staff set it (contract GiftPage), and whether it takes claims now. */
export interface GiftOffer {
  heading: string;
  intro: string;
  items: readonly string[];
  open: boolean;
}

export interface GiftFormValues {
  phone: string;
  captcha: string;
  code: string;
}

export type GiftField = keyof GiftFormValues;

export interface MobileGiftViewProps {
  /** Staff's texts, shown as written in every locale (they are content). */
  offer: Loadable<GiftOffer>;
  values: GiftFormValues;
  onValuesChange: (values: GiftFormValues) => void;
  /** What is wrong with each field, after a try. */
  problems: Partial<Record<GiftField, string>>;
  captchaSrc: string | null;
  onRefreshCaptcha: () => void;
  secondsLeft: number;
  sending: boolean;
  onSendCode: () => void;
  claiming: boolean;
  onClaim: () => void;
  /** The server's refusal (a claimed phone is told so here, with the date). */
  serverError: string | null;
  /** The claim went through: the phone it is for. */
  claimedFor: string | null;
  loggedIn: boolean;
}

/** /m/gift: the gift pack offer and its claim form — phone, image captcha, SMS code. */
export function MobileGiftView(props: MobileGiftViewProps) {
  const { t } = useTranslation();
  return (
    <div className={m.page}>
      <LoadableContent value={props.offer} skeleton={<OfferSkeleton />}>
        {(offer) => (
          <>
            <section className={styles.offer} aria-labelledby="m-gift-title">
              <h1 id="m-gift-title" className={styles.offerTitle}>
                {offer.heading}
              </h1>
              {offer.intro && <p className={styles.offerText}>{offer.intro}</p>}
              <ul className={styles.items} aria-label={t('mobile.gift.itemsLabel')}>
                {offer.items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            </section>
            {offer.open || props.claimedFor !== null ? (
              <GiftClaim {...props} />
            ) : (
              <section className={m.card} aria-labelledby="m-gift-ended" role="status">
                <h2 id="m-gift-ended" className={m.sectionTitle}>
                  {t('mobile.gift.endedTitle')}
                </h2>
                <p className={m.text}>{t('mobile.gift.endedText')}</p>
                <Link to="/m/home" className={`${m.secondaryButton} ${m.wideButton}`}>
                  {t('mobile.gift.toHome')}
                </Link>
              </section>
            )}
          </>
        )}
      </LoadableContent>
    </div>
  );
}

function OfferSkeleton() {
  return (
    <SkeletonGroup className={styles.offerSkeleton}>
      <Skeleton shape="rect" height="9em" />
      <Skeleton shape="rect" height="16em" />
    </SkeletonGroup>
  );
}

/** The claim form, or what a claim that went through says. */
function GiftClaim(props: MobileGiftViewProps) {
  const { t } = useTranslation();
  const { values, onValuesChange, problems } = props;
  const set = (field: GiftField) => (value: string) => onValuesChange({ ...values, [field]: value });
  return (
    <>
      {props.claimedFor !== null ? (
        <section className={m.card} aria-labelledby="m-gift-done" role="status">
          <h2 id="m-gift-done" className={m.sectionTitle}>
            {t('mobile.gift.doneTitle')}
          </h2>
          <p className={m.text}>{t('mobile.gift.doneText', { phone: props.claimedFor })}</p>
          <div className={m.buttonRow}>
            {props.loggedIn && (
              <Link to="/personal/notification" className={`${m.primaryButton} ${m.wideButton}`}>
                {t('mobile.gift.viewMessages')}
              </Link>
            )}
            <Link to="/m/home" className={`${m.secondaryButton} ${m.wideButton}`}>
              {t('mobile.gift.toHome')}
            </Link>
          </div>
        </section>
      ) : (
        <form
          className={m.card}
          noValidate
          aria-label={t('routes.mobileGift')}
          onSubmit={(event) => {
            event.preventDefault();
            if (!props.claiming) props.onClaim();
          }}
        >
          {props.serverError && <Notice tone="error" message={props.serverError} />}
          <TextField
            label={t('mobile.gift.phone')}
            placeholder={t('mobile.gift.phonePlaceholder')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            digitsOnly
            maxLength={11}
            size="lg"
            value={values.phone}
            onValueChange={set('phone')}
            error={problems.phone}
          />
          <div className={styles.row}>
            <TextField
              className={styles.grow}
              label={t('mobile.gift.captcha')}
              placeholder={t('mobile.gift.captchaPlaceholder')}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              stripWhitespace
              maxLength={6}
              size="lg"
              value={values.captcha}
              onValueChange={set('captcha')}
              error={problems.captcha}
            />
            <CaptchaImage
              src={props.captchaSrc}
              onRefresh={props.onRefreshCaptcha}
              size="lg"
              className={styles.captcha}
              aria-label={t('mobile.gift.refreshCaptcha')}
            />
          </div>
          <div className={styles.row}>
            <TextField
              className={styles.grow}
              label={t('mobile.gift.code')}
              placeholder={t('mobile.gift.codePlaceholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              digitsOnly
              maxLength={6}
              size="lg"
              value={values.code}
              onValueChange={set('code')}
              error={problems.code}
            />
            <CountdownButton
              type="button"
              size="lg"
              variant="outline"
              className={styles.sendButton}
              secondsLeft={props.secondsLeft}
              loading={props.sending}
              onClick={props.onSendCode}
            />
          </div>
          <Button type="submit" size="lg" block loading={props.claiming}>
            {props.claiming ? t('mobile.gift.claiming') : t('mobile.gift.claim')}
          </Button>
        </form>
      )}
    </>
  );
}
