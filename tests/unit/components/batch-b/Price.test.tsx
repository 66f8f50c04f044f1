import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { formatPrice, Price } from '@/components/Price';

describe('formatPrice', () => {
  it('drops the cents of a whole amount', () => {
    expect(formatPrice(1980)).toBe('1980');
    expect(formatPrice(99.999)).toBe('100');
  });

  it('keeps exactly two decimals otherwise', () => {
    expect(formatPrice(99.5)).toBe('99.50');
    expect(formatPrice(0.1 + 0.2)).toBe('0.30');
    expect(formatPrice('128.8')).toBe('128.80');
  });

  it('shows 0 for a missing or unreadable amount, never a signed zero', () => {
    for (const value of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY, 'abc', '', -0.001]) {
      expect(formatPrice(value)).toBe('0');
    }
  });
});

describe('Price', () => {
  it('shows the yen sign and 0 when the price is missing', () => {
    const { container } = render(<Price />);
    expect(container.querySelector('[data-part="currency"]')).toHaveTextContent('¥');
    expect(container.querySelector('[data-part="amount"]')).toHaveTextContent(/^0$/);
  });

  it('shows 0 when the price is not a number', () => {
    const { container } = render(<Price price={Number.NaN} />);
    expect(container.querySelector('[data-part="amount"]')).toHaveTextContent(/^0$/);
  });

  it('strikes through the original price and names it for screen readers', () => {
    const { container } = render(<Price price={1280} originalPrice={1980} />);
    const original = container.querySelector('del');
    expect(original).toHaveTextContent('原价¥1980');
    expect(screen.getByText('原价')).toBeInTheDocument();
  });

  it('applies only the overrides a caller gives, leaving the defaults to the stylesheet', () => {
    const { container } = render(<Price price={12} priceColor="green" />);
    const style = (container.firstElementChild as HTMLElement).getAttribute('style') ?? '';
    expect(style).toContain('green');
    expect(style.match(/--/g)).toHaveLength(1);
  });
});
