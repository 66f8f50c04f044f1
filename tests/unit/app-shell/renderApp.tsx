import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nProvider, useTranslation } from '@/i18n/react';
import { MemoryRouter, Outlet, useLocation } from 'react-router';
import { vi, type Mocked } from 'vitest';
import { AppShell } from '@/app/AppShell';
import { createAppRuntime, type AppRuntimeOptions, type RuntimeCookies } from '@/app/createAppRuntime';
import { AppProviders } from '@/app/providers/AppProviders';
import { homePathFor, titleKeyOf, useCurrentRoute } from '@/app/router/currentRoute';
import { RouterLink } from '@/app/router/RouterLink';
import type { ChunkLoader } from '@/app/router/lazyPages';
import { pageLoaders as realPageLoaders } from '@/app/router/pages';
import { routePages } from '@contract/routes/table';
import { routeLayouts } from '@contract/routes/types';
import { i18n } from '@/i18n';
import { createExpiringStorage } from '@/lib/storage';

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1';
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

export function fakeCookies(eToken: string | null = null): Mocked<RuntimeCookies> {
  return {
    getEToken: vi.fn<RuntimeCookies['getEToken']>(() => eToken),
    setShareId: vi.fn<RuntimeCookies['setShareId']>(),
    setToken: vi.fn<RuntimeCookies['setToken']>(),
    removeToken: vi.fn<RuntimeCookies['removeToken']>(),
    removeEToken: vi.fn<RuntimeCookies['removeEToken']>(),
  };
}

/**
 * A layout that only marks where it is, so tests read which frame a route got. Like the real layouts it
 * gives the pages inside a query cache (its own, without retries), so a real page fails its calls quietly.
 */
function markLayout(name: string): ComponentType {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return function MarkedLayout() {
    return (
      <QueryClientProvider client={client}>
        <div data-layout={name}>
          <Outlet />
        </div>
      </QueryClientProvider>
    );
  };
}

export const markedLayoutLoaders: Record<string, ChunkLoader> = Object.fromEntries(
  routeLayouts.map((layout) => [layout, () => Promise.resolve({ default: markLayout(layout) })]),
);

/**
 * A page that only marks which page id it stands for, under its route's title, with a link to its area's home
 * (the real pages read the server).
 */
function markPage(page: string): ComponentType {
  return function MarkedPage() {
    const { t } = useTranslation();
    const route = useCurrentRoute();
    return (
      <div data-page={page}>
        <h1>{t(titleKeyOf(route))}</h1>
        <RouterLink to={homePathFor(route.area)}>返回首页</RouterLink>
      </div>
    );
  };
}

export const markedPageLoaders: Record<string, ChunkLoader> = Object.fromEntries(
  routePages.map((page) => [page, () => Promise.resolve({ default: markPage(page) })]),
);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderAppOptions extends Partial<AppRuntimeOptions> {
  cookies?: RuntimeCookies;
}

/** The shell in a memory router at `path`, with its runtime; pages and layouts are the real ones unless replaced. */
/**
 * The app's own page chunks, each import remembered until it settles. The test files share their modules
 * (vitest's isolate: false), so an import a file left running would finish after its environment is torn
 * down and fail in whichever file runs next; files that render real pages wait for them in `afterAll`.
 */
const pendingPageImports = new Set<Promise<unknown>>();
const trackedPageLoaders: Record<string, ChunkLoader> = Object.fromEntries(
  Object.entries(realPageLoaders).map(([id, load]) => [
    id,
    () => {
      const loading = load();
      pendingPageImports.add(loading);
      void loading.then(
        () => pendingPageImports.delete(loading),
        () => pendingPageImports.delete(loading),
      );
      return loading;
    },
  ]),
);

/** Waits for every real page chunk a test asked for; for `afterAll` of the files that render real pages. */
export async function settlePageImports(): Promise<void> {
  await Promise.allSettled([...pendingPageImports]);
}

export function renderApp(path: string, { cookies = fakeCookies(), ...options }: RenderAppOptions = {}) {
  const [pathname = '/', search = ''] = path.split(/(?=\?)/);
  const runtime = createAppRuntime({
    initialLocation: { pathname, search },
    userAgent: DESKTOP_UA,
    maxTouchPoints: 0,
    storage: createExpiringStorage({ namespace: 'app-shell-test' }),
    loadCookies: () => Promise.resolve(cookies),
    reloadPage: vi.fn(),
    loadPage: vi.fn(),
    pageLoaders: trackedPageLoaders,
    ...options,
  });
  if (i18n.language !== 'zh-CN') void i18n.changeLanguage('zh-CN');
  const view = render(
    <I18nProvider i18n={i18n}>
      <AppProviders actor={runtime.actor} prompts={runtime.prompts} toasts={runtime.toasts}>
        <MemoryRouter initialEntries={[path]}>
          <AppShell runtime={runtime} />
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>
    </I18nProvider>,
  );
  return { runtime, cookies, ...view };
}
