import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { Badge } from '@/components/Badge';

describe('Badge', () => {
  it('caps a large count at 99+ while saying the real number', () => {
    const { container } = render(
      <Badge count={128}>
        <button type="button">消息中心</button>
      </Badge>,
    );
    expect(container.querySelector('[data-part="indicator"]')).toHaveTextContent('99+');
    expect(screen.getByText('128 条新消息')).toBeInTheDocument();
  });

  it('hides a zero count unless asked to show it', () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container.querySelector('[data-part="indicator"]')).toBeNull();
    rerender(<Badge count={0} showZero />);
    expect(container.querySelector('[data-part="indicator"]')).toHaveTextContent('0');
  });

  it('draws a dot without a number', () => {
    const { container } = render(<Badge dot />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'dot');
    expect(container.querySelector('[data-part="indicator"]')).toBeEmptyDOMElement();
  });
});
