import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { CloseCountdown } from '@/features/commerce/CloseCountdown';
import { renderWithI18n } from '../account/renderWithI18n';

const NOW = Date.parse('2026-12-01T08:00:00Z');
const closesIn = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('CloseCountdown', () => {
  afterEach(() => void i18n.changeLanguage('zh-CN'));

  it('says how long is left as a duration, not as a clock time', () => {
    renderWithI18n(<CloseCountdown closesAt={closesIn(16 * 60 + 40)} now={NOW} variant="short" />);
    expect(screen.getByRole('timer')).toHaveTextContent('16分40秒后关闭');
  });

  it('writes the whole sentence with the same duration', () => {
    renderWithI18n(<CloseCountdown closesAt={closesIn(29 * 60 + 5)} now={NOW} />);
    expect(screen.getByRole('timer')).toHaveTextContent('剩余 29分05秒，超时订单将自动关闭');
  });

  it('names hours when more than an hour is left and only seconds in the last minute', () => {
    const { rerender } = renderWithI18n(<CloseCountdown closesAt={closesIn(3600 + 2 * 60 + 3)} now={NOW} variant="short" />);
    expect(screen.getByRole('timer')).toHaveTextContent('1小时02分03秒后关闭');
    rerender(<CloseCountdown closesAt={closesIn(9)} now={NOW} variant="short" />);
    expect(screen.getByRole('timer')).toHaveTextContent('9秒后关闭');
  });

  it('reads as a duration in English too', async () => {
    renderWithI18n(<CloseCountdown closesAt={closesIn(16 * 60 + 40)} now={NOW} variant="short" />);
    await i18n.changeLanguage('en');
    expect(await screen.findByText('closes in 16 min 40 s')).toBeInTheDocument();
  });

  it('says the order is closing once the time is up', () => {
    renderWithI18n(<CloseCountdown closesAt={closesIn(0)} now={NOW} />);
    expect(screen.getByRole('timer')).toHaveTextContent('订单即将关闭');
  });
});
