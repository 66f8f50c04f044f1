import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import * as webCommon from '@contract/api/calls/web/common';
import * as webCustomer from '@contract/api/calls/web/customer';
import { ApiError } from '@/api/http/errors';
import { api } from '@/app/api';
import { useApiQuery } from '@/app/api/queries';
import type { AdviserCheck, AdviserCheckResult } from '@/features/site/AdviserCheck';
import type { ComponentProps } from 'react';

/** The adviser anti-counterfeit check (customer/findByAuthenticityCustomer) as the AdviserCheck component's props. */
export function useAdviserCheck(): ComponentProps<typeof AdviserCheck> {
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
  return {
    keyword,
    onKeywordChange: (next) => {
      setKeyword(next);
      setEmptyError(false);
    },
    onCheck: () => {
      const asked = keyword.trim();
      if (!asked) {
        setEmptyError(true);
        return;
      }
      if (!check.isPending) check.mutate(asked);
    },
    checking: check.isPending,
    error: emptyError ? t('site.form.errors.required', { field: t('site.ensure.label') }) : refusal,
    result: check.data ?? null,
    servicePhone: basic.data?.customerServicePhone ?? '',
  };
}
