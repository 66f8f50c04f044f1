import { siteOrigin } from '@/lib/url';
import * as webCommon from '@contract/api/calls/web/common';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { mapLoadable } from '@/components/Loadable';
import { appPlatform, currentDeviceKind, isWeChat } from '@contract/routes/device';
import { MobileDownloadView } from './MobileDownloadView';
import '@/features/mobile/downloadTexts';

/** /m/download: store links and notes from the basic data; the buttons follow the browser's user agent. */
export default function MobileDownloadPage() {
  const basic = useApiQuery(webCommon.getBasicData, {});
  const userAgent = navigator.userAgent;
  return (
    <MobileDownloadView
      links={mapLoadable(loadableOf(basic), ({ appDownload }) => appDownload)}
      platform={appPlatform(userAgent, navigator.maxTouchPoints ?? 0)}
      inWeChat={isWeChat(userAgent)}
      desktop={currentDeviceKind() === 'desktop'}
      pageUrl={new URL('/m/download', siteOrigin()).href}
    />
  );
}
