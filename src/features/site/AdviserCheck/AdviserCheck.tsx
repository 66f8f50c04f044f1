import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Image } from '@/components/Image';
import { TextField } from '@/components/TextField';
import '../texts';
import * as styles from './AdviserCheck.css';

export type AdviserCheckResult =
  | { status: 'genuine'; keyword: string; adviser: { name: string; wechatAccount: string; wechatUrl: string; intro: string } }
  | { status: 'unknown'; keyword: string };

export interface AdviserCheckProps {
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  onCheck: () => void;
  checking: boolean;
  /** Why the keyword cannot be checked (empty), or the server's refusal. */
  error?: string | null;
  result: AdviserCheckResult | null;
  servicePhone: string;
}

/** The anti-counterfeit check: a WeChat account or phone in, a clear genuine / not-ours answer out. */
export function AdviserCheck({ keyword, onKeywordChange, onCheck, checking, error, result, servicePhone }: AdviserCheckProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.root} aria-labelledby="adviser-check">
      <h2 id="adviser-check" className={styles.heading}>
        {t('site.ensure.heading')}
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!checking) onCheck();
        }}
      >
        <TextField
          className={styles.field}
          label={t('site.ensure.label')}
          placeholder={t('site.ensure.placeholder')}
          maxLength={50}
          autoComplete="off"
          enterKeyHint="search"
          value={keyword}
          onValueChange={onKeywordChange}
          error={error ?? undefined}
        />
        <Button type="submit" size="md" loading={checking} className={styles.button}>
          {checking ? t('site.ensure.checking') : t('site.ensure.check')}
        </Button>
      </form>
      <div aria-live="polite">
        {result?.status === 'genuine' && (
          <div className={styles.result} data-result="genuine">
            <Image
              src={result.adviser.wechatUrl}
              alt={t('site.ensure.qr', { name: result.adviser.name })}
              ratio={1}
              wrapperClassName={styles.qr}
            />
            <div className={styles.resultText}>
              <p className={styles.resultTitle}>{t('site.ensure.genuineTitle', { name: result.adviser.name })}</p>
              <p className={styles.account}>{t('site.ensure.account', { account: result.adviser.wechatAccount })}</p>
              <p className={styles.note}>{result.adviser.intro}</p>
              <p className={styles.note}>{t('site.ensure.genuineText')}</p>
            </div>
          </div>
        )}
        {result?.status === 'unknown' && (
          <div className={styles.result} data-result="unknown" role="alert">
            <svg viewBox="0 0 48 48" className={styles.warnIcon} aria-hidden="true">
              <path d="M24 5l21 38H3z" />
              <path d="M24 19v11M24 35.5v.5" />
            </svg>
            <div className={styles.resultText}>
              <p className={styles.resultTitle}>{t('site.ensure.fakeTitle', { keyword: result.keyword })}</p>
              <p className={styles.note}>{t('site.ensure.fakeText', { phone: servicePhone })}</p>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
