import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n, type TFunction } from '@/i18n';
import { I18nProvider, useTranslation } from '@/i18n/react';

const Title = memo(function Title({ t }: { t: TFunction }) {
  return <h1>{t('routes.home')}</h1>;
});

function Page() {
  const { t } = useTranslation();
  return <Title t={t} />;
}

describe('useTranslation', () => {
  it('redraws, memoised children too, when the language switches', async () => {
    const i18n = createI18n('zh-CN');
    render(
      <I18nProvider i18n={i18n}>
        <Page />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('首页');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Home');
  });

  it('redraws when a catalog part arrives', () => {
    const i18n = createI18n('zh-CN');
    function Probe() {
      const { t } = useTranslation();
      return <p>{t('home.probe' as never)}</p>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('home.probe')).toBeInTheDocument();
    act(() => i18n.addMessages('zh-CN', { home: { probe: '试探' } }));
    expect(screen.getByText('试探')).toBeInTheDocument();
  });
});
