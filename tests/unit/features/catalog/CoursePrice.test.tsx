import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoursePrice } from '@/features/catalog/CoursePrice';
import { renderWithI18n } from '../account/renderWithI18n';

describe('CoursePrice', () => {
  it('shows a free course as 免费 in the free label, with no price', () => {
    const { container } = renderWithI18n(
      <CoursePrice course={{ price: 0, originalPrice: 199, isFree: true }} className="price" freeClassName="free" />,
    );
    expect(screen.getByText('免费')).toHaveClass('free');
    expect(container.querySelector('[data-part="amount"]')).toBeNull();
  });

  it('strikes through the list price only when it is higher than the price', () => {
    const { container, rerender } = renderWithI18n(
      <CoursePrice course={{ price: 128, originalPrice: 198, isFree: false }} className="price" />,
    );
    expect(container.querySelector('[data-part="amount"]')).toHaveTextContent(/^128$/);
    expect(container.querySelector('del')).toHaveTextContent('原价¥198');
    expect(container.firstElementChild).toHaveClass('price');
    rerender(<CoursePrice course={{ price: 128, originalPrice: 128, isFree: false }} />);
    expect(container.querySelector('del')).toBeNull();
  });

  it('sets the price in the size it is given', () => {
    const { container } = renderWithI18n(<CoursePrice course={{ price: 99, originalPrice: 0, isFree: false }} size="1em" />);
    expect(container.firstElementChild?.getAttribute('style')).toContain(': 1em');
  });
});
