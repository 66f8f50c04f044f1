import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerCatalog } from '@/i18n';
import { en } from '@/i18n/locales/en';
import { zhCN } from '@/i18n/locales/zh-CN';

// Tests have every text at once and switch languages synchronously; the app loads the rest of the
// Chinese catalog with its first layout and other locales on demand instead.
registerCatalog('zh-CN', zhCN);
registerCatalog('en', en);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
