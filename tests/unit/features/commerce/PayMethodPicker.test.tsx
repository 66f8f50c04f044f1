import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PayMethodPicker } from '@/features/commerce/PayMethodPicker';
import { renderWithI18n } from '../account/renderWithI18n';

const METHODS = [
  { method: 'alipay', name: '支付宝', mark: '支付宝标识' },
  { method: 'weixin', name: '微信支付', mark: '微信支付标识' },
  { method: 'icbc', name: '工商银行', mark: '工商银行标识' },
  { method: 'share', name: '找人代付', mark: '找人代付标识' },
] as const;

describe('PayMethodPicker', () => {
  it('shows each method with its own drawn mark, named for people who cannot see it', () => {
    renderWithI18n(<PayMethodPicker methods={METHODS.map((m) => m.method)} value={null} onValueChange={vi.fn()} />);
    for (const { name, mark } of METHODS) {
      const option = screen.getByRole('radio', { name }).closest('label')!;
      const picture = within(option).getByRole('img', { name: mark });
      // A drawing of the brand's shapes, not a letter on a coloured square.
      expect(picture.tagName.toLowerCase()).toBe('svg');
      expect(picture.querySelectorAll('path, circle, rect').length).toBeGreaterThan(1);
      expect(picture.textContent).toBe('');
    }
  });

  it('draws each mark differently', () => {
    renderWithI18n(<PayMethodPicker methods={METHODS.map((m) => m.method)} value={null} onValueChange={vi.fn()} />);
    const drawings = METHODS.map(({ mark }) => screen.getByRole('img', { name: mark }).innerHTML);
    expect(new Set(drawings).size).toBe(METHODS.length);
  });

  it('names each radio by its method and describes it by its hint', () => {
    const onValueChange = vi.fn();
    renderWithI18n(<PayMethodPicker methods={['alipay', 'weixin']} value="alipay" onValueChange={onValueChange} />);
    expect(screen.getByRole('radio', { name: '支付宝' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '微信支付' })).toHaveAccessibleDescription('微信扫一扫付款');
    screen.getByRole('radio', { name: '微信支付' }).click();
    expect(onValueChange).toHaveBeenCalledWith('weixin');
  });
});
