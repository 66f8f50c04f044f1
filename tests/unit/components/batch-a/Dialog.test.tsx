import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/Dialog';
import { renderWithI18n } from './renderWithI18n';

describe('Dialog', () => {
  it('asks to close from the translated close button and from Escape', async () => {
    const onOpenChange = vi.fn();
    renderWithI18n(
      <Dialog open onOpenChange={onOpenChange} title="选择年级">
        请选择孩子当前就读的年级
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: '选择年级' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
  });

  it('ignores Escape and offers no close button when it is not dismissible', async () => {
    const onOpenChange = vi.fn();
    renderWithI18n(
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="年级升级提醒"
        dismissible={false}
        footer={<button type="button">我知道了</button>}
      />,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
  });

  it('keeps a visually hidden title as the accessible name and links the description', () => {
    renderWithI18n(
      <Dialog open onOpenChange={vi.fn()} title="用户协议" titleHidden description="未满18周岁的用户请在监护人陪同下阅读" />,
    );
    expect(screen.getByRole('dialog', { name: '用户协议' })).toHaveAccessibleDescription('未满18周岁的用户请在监护人陪同下阅读');
  });

  it('sizes itself from design px through rem', () => {
    renderWithI18n(<Dialog open onOpenChange={vi.fn()} title="用户协议" width="agreement" />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('style')).toContain('7.6rem');
    expect(dialog).toHaveAttribute('data-width', 'agreement');
  });
});
