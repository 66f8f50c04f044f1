import '@/features/campaign/texts';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { provideShareSetup } from '@/flows/wechatShare';
import type { ShareSetupStateId } from '@machines/share';
import { SimglePageView } from './SimglePageView';

/** The address WeChat signs: the page as opened, without its hash. */
function pageAddress(): string {
  return window.location.href.split('#')[0] ?? window.location.href;
}

/** /simgle/page: the article; 500 ms after opening, the WeChat share is set up when the page runs inside WeChat. */
export default function SimglePage() {
  const { t } = useTranslation();
  const machine = useMemo(() => provideShareSetup(), []);
  const share = useMemo(
    () => ({
      title: t('campaign.article.title'),
      desc: t('campaign.article.summary'),
      link: pageAddress(),
      imgUrl: `${window.location.origin}/share-card.jpg`,
    }),
    [t],
  );
  const setup = useFlowActor('share', machine, { input: { url: pageAddress(), share } });
  const state = useSelector(setup, (snapshot) => snapshot.value as ShareSetupStateId);
  return <SimglePageView shareState={state} />;
}
