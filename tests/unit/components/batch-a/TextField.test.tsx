import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField, type TextFieldProps } from '@/components/TextField';
import { renderWithI18n } from './renderWithI18n';

function Controlled({ onValueChange, ...props }: Partial<TextFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="手机号"
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('ignores letters typed into a digits-only account field and stops at 11 digits', async () => {
    const onValueChange = vi.fn();
    renderWithI18n(<Controlled digitsOnly maxLength={11} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: '手机号' });
    await userEvent.type(input, '1a38b0013800099');
    expect(input).toHaveValue('13800138000');
    expect(onValueChange).toHaveBeenLastCalledWith('13800138000');
    expect(onValueChange.mock.calls.every(([value]) => /^\d{0,11}$/.test(value as string))).toBe(true);
  });

  it('applies the rules to pasted text as a whole', async () => {
    renderWithI18n(<Controlled digitsOnly maxLength={11} />);
    const input = screen.getByRole('textbox', { name: '手机号' });
    await userEvent.click(input);
    await userEvent.paste('138 0013 8000 1234');
    expect(input).toHaveValue('13800138000');
  });

  it('marks the input invalid and describes it with the error text, which replaces the hint', () => {
    renderWithI18n(<Controlled error="请输入正确的手机号" hint="用于登录和接收验证码" />);
    const input = screen.getByRole('textbox', { name: '手机号' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入正确的手机号');
    expect(screen.queryByText('用于登录和接收验证码')).not.toBeInTheDocument();
  });

  it('describes a valid input with its hint and does not mark it invalid', () => {
    renderWithI18n(<Controlled hint="用于登录和接收验证码" />);
    const input = screen.getByRole('textbox', { name: '手机号' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('用于登录和接收验证码');
  });

  it('keeps a hidden label as the accessible name', () => {
    renderWithI18n(<Controlled hideLabel placeholder="请输入手机号" />);
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveAttribute('placeholder', '请输入手机号');
  });
});
