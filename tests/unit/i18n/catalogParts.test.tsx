import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nProvider, useTranslation } from '@/i18n/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onDemandAreas } from '@/i18n/catalogOnDemand';
import { zhCNFirstPaint } from '@/i18n/catalogFirstPaint';
import { zhCNRest } from '@/i18n/catalogRest';
import { zhCN } from '@/i18n/locales/zh-CN';

/*
 * The test setup registers every catalog up front; these tests load the i18n module afresh to see the
 * app's own start, with only the first-paint part of the Chinese catalog in the first download.
 */
const freshI18n = () => import('@/i18n');

beforeEach(() => {
  vi.resetModules();
});

describe('the Chinese catalog in two parts', () => {
  it('puts every area of the catalog in exactly one part', () => {
    const firstPaint = Object.keys(zhCNFirstPaint);
    const rest = Object.keys(zhCNRest);
    const onDemand: string[] = [...onDemandAreas];
    expect([...firstPaint, ...rest, ...onDemand].sort()).toEqual(Object.keys(zhCN).sort());
    expect(new Set([...firstPaint, ...rest, ...onDemand]).size).toBe(firstPaint.length + rest.length + onDemand.length);
  });

  it('adds an on-demand area when the module that uses it registers it', async () => {
    const { addTexts, createI18n, loadCatalog } = await freshI18n();
    const i18n = createI18n('zh-CN');
    await loadCatalog(i18n);
    expect(i18n.exists('home.probe' as never)).toBe(false);
    addTexts({ home: { probe: '试探' } } as never);
    expect(i18n.t('home.probe' as never)).toBe('试探');
  });

  it('starts with the first-paint part only and loads the rest on demand', async () => {
    const { createI18n, isCatalogLoaded, loadCatalog } = await freshI18n();
    const i18n = createI18n('zh-CN');
    expect(i18n.t('app.pageLoading')).toBe('页面加载中');
    expect(i18n.exists('routes.home')).toBe(false);
    expect(isCatalogLoaded('zh-CN')).toBe(false);

    await loadCatalog(i18n);
    expect(isCatalogLoaded('zh-CN')).toBe(true);
    expect(i18n.t('routes.home')).toBe('首页');
  });

  it('draws a page chunk only once the rest of the catalog is in place, never with a bare key', async () => {
    const { createI18n } = await freshI18n();
    const { createChunkCache } = await import('@/app/router/lazyPages');
    const i18n = createI18n('zh-CN');
    const drawn: string[] = [];
    function HomePage() {
      const { t } = useTranslation();
      const title = t('routes.home');
      drawn.push(title);
      return <h1>{title}</h1>;
    }
    const Home = createChunkCache({ 'desktop/home': () => Promise.resolve({ default: HomePage }) }, 5000).get('desktop/home');

    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>页面加载中</p>}>
          <Home />
        </Suspense>
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: '首页' })).toBeVisible();
    expect(drawn).not.toContain('routes.home');
  });

  it("loads the account texts with the campaign pages' SMS sender, whose toast says the code was sent", async () => {
    const { createI18n, loadCatalog } = await freshI18n();
    await import('@/flows/campaign/useSmsSender');
    const i18n = createI18n('zh-CN');
    await loadCatalog(i18n);
    expect(i18n.t('account.sms.sent')).toBe('验证码已发送，请注意查收');
  });
});
