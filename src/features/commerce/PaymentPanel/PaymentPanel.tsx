import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { QRCode } from '@/components/QRCode';
import { money } from '../format';
import * as styles from './PaymentPanel.css';

export interface PaymentStart {
  /** jsapi payments are paid through WeixinJSBridge; a panel only shows their fallback cashier. */
  kind: 'redirect' | 'qr' | 'jsapi';
  url: string;
  /** For a QR payment: a page this browser can open instead (the sandbox cashier). */
  openUrl: string | null;
  amount: number;
  provider: string;
}

export interface PaymentPanelProps {
  /** Name of the channel as the buyer knows it (支付宝, 微信支付 …). */
  channelName: string;
  payment: PaymentStart;
  /** The cashier was opened (redirect payments). */
  onOpened?: () => void;
  /**
   * The cashier opens in this tab and sends the payer back to the result page (H5 on a phone), instead of a
   * new window beside a page that updates by itself.
   */
  sameWindow?: boolean;
  /** On a phone's width the page's sticky pay bar holds the button, so the panel does not repeat it there. */
  actionInBar?: boolean;
}

/** How to pay one started payment: a QR code to scan, or the provider's cashier to open. */
export function PaymentPanel({ channelName, payment, onOpened, sameWindow = false, actionInBar = false }: PaymentPanelProps) {
  const { t } = useTranslation();
  const sandbox = payment.provider === 'sandbox';
  if (payment.kind === 'qr') {
    return (
      <div className={styles.root} data-kind="qr">
        <QRCode value={payment.url} size="lg" label={t('commerce.payment.qrLabel', { channel: channelName })} />
        <div className={styles.side}>
          <h2 className={styles.heading}>{t('commerce.payment.scanTitle')}</h2>
          <p className={styles.amount}>{t('commerce.common.yuan', { amount: money(payment.amount) })}</p>
          <p className={styles.hint}>{t('commerce.payment.scanHint', { channel: channelName })}</p>
          {sandbox && <p className={styles.note}>{t('commerce.payment.sandboxNote')}</p>}
          {payment.openUrl && (
            <a className={styles.textLink} href={payment.openUrl} target="_blank" rel="noopener" onClick={onOpened}>
              {t('commerce.payment.openHere')}
            </a>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.root} data-kind="redirect">
      <div className={styles.side}>
        <p className={styles.amount}>{t('commerce.common.yuan', { amount: money(payment.amount) })}</p>
        <p className={styles.hint}>
          {sameWindow ? t('commerce.payment.openCashierHereHint') : t('commerce.payment.openCashierHint')}
        </p>
        {sandbox && <p className={styles.note}>{t('commerce.payment.sandboxNote')}</p>}
        <div className={actionInBar ? styles.actionsBesideBar : styles.actions}>
          <a
            className={styles.anchorButton}
            href={cashierAddress(payment)}
            {...(sameWindow ? {} : { target: '_blank', rel: 'noopener' })}
            onClick={onOpened}
          >
            {t('commerce.payment.openCashier', { channel: channelName })}
          </a>
        </div>
      </div>
    </div>
  );
}

/** Where the cashier of a started payment is: a JSAPI payment's fallback cashier, else its own address. */
export function cashierAddress(payment: PaymentStart): string {
  return payment.kind === 'jsapi' && payment.openUrl ? payment.openUrl : payment.url;
}

export interface ShareLinkPanelProps {
  link: string;
  amount: number;
  onCopy: () => void;
}

/** "Ask someone to pay": the link to send and the code to scan. */
export function ShareLinkPanel({ link, amount, onCopy }: ShareLinkPanelProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.root} data-kind="share">
      <QRCode value={link} size="lg" label={t('commerce.payment.shareQr')} />
      <div className={styles.side}>
        <h2 className={styles.heading}>{t('commerce.payment.shareTitle')}</h2>
        <p className={styles.amount}>{t('commerce.common.yuan', { amount: money(amount) })}</p>
        <p className={styles.hint}>{t('commerce.payment.shareHint')}</p>
        <div className={styles.linkRow}>
          <span className={styles.linkText} title={link} data-testid="share-link">
            {link}
          </span>
          <Button
            size="sm"
            variant="outline"
            onClick={onCopy}
            aria-label={`${t('commerce.common.copy')} ${t('commerce.payment.shareLink')}`}
          >
            {t('commerce.common.copy')}
          </Button>
        </div>
      </div>
    </div>
  );
}
