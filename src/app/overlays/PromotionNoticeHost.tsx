import { useEffect, useState } from 'react';
import { web } from '@/api/calls';
import { PromotionNotice } from '@/features/account/PromotionNotice';
import { api } from '@/app/api';
import { useAppSelector } from '@/app/providers/appActorContext';
import { needsGradeCheck } from '@machines/grade/rules';

interface Promotion {
  mainTitle: string;
  subtitle: string;
}

/**
 * The promotion notice of the basic data (promotionMainTitle / promotionSubtitleTitle), shown once after
 * each login — not when the site opens with a kept login — and only once the grade flow is out of the way.
 */
export function PromotionNoticeHost() {
  const loggedIn = useAppSelector((snapshot) => snapshot.context.user !== null);
  const loginCount = useAppSelector((snapshot) => snapshot.context.loginCount);
  const gradeFlowPending = useAppSelector((snapshot) => needsGradeCheck(snapshot.context.user));
  // The logins whose notice has been shown and closed; a login kept from an earlier visit is not counted.
  const [acknowledged, setAcknowledged] = useState(0);
  const [promotion, setPromotion] = useState<Promotion | null>(null);
  const due = loggedIn && loginCount > acknowledged && !gradeFlowPending;

  useEffect(() => {
    if (!due) return;
    let current = true;
    api
      .call(web.common.getBasicData, {}, { silent: true })
      .then((data) => {
        const mainTitle = data.promotionMainTitle.trim();
        if (!current) return;
        if (mainTitle) setPromotion({ mainTitle, subtitle: data.promotionSubtitleTitle.trim() });
        else setAcknowledged(loginCount);
      })
      // No promotion is shown when the basic data cannot be had; nothing else depends on it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [due, loginCount]);

  return (
    <PromotionNotice
      open={due && promotion !== null}
      mainTitle={promotion?.mainTitle ?? ''}
      subtitle={promotion?.subtitle}
      onAcknowledge={() => {
        setPromotion(null);
        setAcknowledged(loginCount);
      }}
    />
  );
}
