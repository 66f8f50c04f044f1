import { useMemo } from 'react';
import { bootTrialSite } from '@/api/http/bootConfig';
import { LinkProvider } from '@/components/Link';
import { TrialBanner } from '@/features/site/TrialBanner';
import { OverlayHost } from './overlays/OverlayHost';
import { AfterCatalog } from './router/AfterCatalog';
import { AppRoutes, createAppRoutes } from './router/appRoutes';
import { DocumentTitle } from './router/DocumentTitle';
import { NavigatorConnection } from './router/navigator';
import { RouteGate } from './router/RouteGate';
import { RouterLink } from './router/RouterLink';
import { ScrollToTop } from './router/ScrollToTop';
import type { AppRuntime } from './createAppRuntime';

/** Everything inside the router: the guard in front of the routes, the title, scrolling, the app dialogs. */
export function AppShell({ runtime }: { runtime: AppRuntime }) {
  const routes = useMemo(
    () => createAppRoutes({ layouts: runtime.layouts, pages: runtime.pages, onReload: runtime.reloadPage }),
    [runtime],
  );
  return (
    <LinkProvider component={RouterLink}>
      <NavigatorConnection holder={runtime.navigator} />
      <DocumentTitle />
      <ScrollToTop />
      <TrialBanner trial={bootTrialSite()} />
      <RouteGate guard={runtime.guard}>
        <AppRoutes routes={routes} />
      </RouteGate>
      {/* The dialogs' texts are in the part of the catalog that loads after the first paint. */}
      <AfterCatalog>
        <OverlayHost />
      </AfterCatalog>
    </LinkProvider>
  );
}
