import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from '@/i18n/react';
import { i18n } from '@/i18n';

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Renders in the default Chinese locale, the language users see first. */
export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  if (i18n.language !== 'zh-CN') void i18n.changeLanguage('zh-CN');
  return render(ui, { wrapper: WithI18n, ...options });
}
