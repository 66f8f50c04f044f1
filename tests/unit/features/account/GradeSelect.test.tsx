import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GradeSelect, type GradeOptionGroup, type GradeSelectProps } from '@/features/account/GradeSelect';
import { renderWithI18n } from './renderWithI18n';

const groups: GradeOptionGroup[] = [
  { gradeName: '小学', grades: [{ name: '一年级' }, { name: '六年级' }] },
  { gradeName: '初中', grades: [{ name: '初一' }, { name: '初二' }] },
];

function Harness(props: Partial<GradeSelectProps>) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <GradeSelect
      open
      status="ready"
      groups={groups}
      onConfirm={vi.fn()}
      onRetry={vi.fn()}
      {...props}
      value={value}
      onChange={setValue}
    />
  );
}

describe('GradeSelect', () => {
  it('confirms only after a grade was chosen, with that grade', async () => {
    const onConfirm = vi.fn();
    renderWithI18n(<Harness onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: '确定' });
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '初二' }));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('初二');
  });

  it('groups the grades under their school stage', () => {
    renderWithI18n(<Harness />);
    expect(screen.getByRole('group', { name: '初中' })).toContainElement(screen.getByRole('radio', { name: '初一' }));
  });

  it('cannot be dismissed without choosing unless allowed', async () => {
    const onOpenChange = vi.fn();
    const { unmount } = renderWithI18n(<Harness onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    unmount();
    renderWithI18n(<Harness onOpenChange={onOpenChange} dismissible />);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('offers a reload when the grades could not be loaded', async () => {
    const onRetry = vi.fn();
    renderWithI18n(<Harness status="error" groups={[]} onRetry={onRetry} />);
    expect(screen.queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
