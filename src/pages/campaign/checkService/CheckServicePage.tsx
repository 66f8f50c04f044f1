import '@/features/campaign/texts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import * as webCommon from '@contract/api/calls/web/common';
import * as webCustomer from '@contract/api/calls/web/customer';
import { ApiError } from '@/api/http/errors';
import { api } from '@/app/api';
import { useApiQuery } from '@/app/api/queries';
import * as styles from '@/features/campaign/campaign.css';
import { AdviserCheck, type AdviserCheckResult } from '@/features/site/AdviserCheck';
import * as page from '@/features/campaign/campaignPage.css';

/**
 * /checkService/index: a parent contacted by an "adviser" checks the WeChat account or phone against our
 * advisers before paying anyone (the same anti-counterfeit check as /about/acontact-ensure).
 */
export default function CheckServicePage() {
  const { t } = useTranslation();
  const basic = useApiQuery(webCommon.getBasicData, {});
  const [keyword, setKeyword] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const check = useMutation({
    mutationFn: async (asked: string): Promise<AdviserCheckResult> => {
      const answer = await api.call(webCustomer.checkAdviserAuthenticity, { keyWord: asked }, { handleError: true });
      return answer.isAuthentic && answer.adviser
        ? { status: 'genuine', keyword: asked, adviser: answer.adviser }
        : { status: 'unknown', keyword: asked };
    },
  });
  const refusal = check.error instanceof ApiError ? check.error.message : check.error ? t('components.loadError.title') : null;
  return (
    <div className={page.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('campaign.service.heading')}</h1>
        <p className={styles.heroText}>{t('campaign.service.intro')}</p>
      </header>
      <section className={styles.card}>
        <AdviserCheck
          keyword={keyword}
          onKeywordChange={(next) => {
            setKeyword(next);
            setEmptyError(false);
          }}
          onCheck={() => {
            const asked = keyword.trim();
            if (!asked) return setEmptyError(true);
            if (!check.isPending) check.mutate(asked);
          }}
          checking={check.isPending}
          error={emptyError ? t('campaign.service.keyWordInvalid') : refusal}
          result={check.data ?? null}
          servicePhone={basic.data?.customerServicePhone ?? ''}
        />
      </section>
    </div>
  );
}
