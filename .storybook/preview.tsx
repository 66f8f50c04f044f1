import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { I18nProvider } from '../src/i18n/react';
import '../design-tokens/global.css';
import { i18n, isLocale, locales, registerCatalog, type Locale } from '../src/i18n';
import { en } from '../src/i18n/locales/en';
import { zhCN } from '../src/i18n/locales/zh-CN';
import { configure } from 'storybook/test';

/*
 * How long a play function's findBy… and waitFor wait: testing-library's default second was too short for a dialog
 * to open on a loaded two-core machine with four stories drawn at once, and a play that gave up left its story's
 * picture half-played (CI: Account/ForgotPasswordHint Acknowledged shot with its dialog still open).
 */
configure({ asyncUtilTimeout: 5_000 });

// Stories have every text at once and switch locale from the toolbar without waiting for a download.
registerCatalog('zh-CN', zhCN);
registerCatalog('en', en);

const withLocale: Decorator = (Story, context) => {
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'zh-CN';
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nProvider i18n={i18n}>
      <Story />
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withLocale],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: value === 'zh-CN' ? '简体中文' : 'English' })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-CN' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // An axe violation fails the story in the test runner.
    a11y: {
      test: 'error',
      config: {
        rules: [
          // media-chrome's text controls name themselves ("playback time" over the clock "0:00 / 12:30",
          // "Playback rate 1" over "1x") and reset that name on every connect, so only those two player
          // elements are spared this one rule.
          { id: 'label-content-name-mismatch', selector: '*:not(media-time-display):not(media-playback-rate-button)' },
        ],
      },
    },
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
