import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from '@/components/PasswordField';
import { renderWithI18n } from './renderWithI18n';

function Controlled({ onVisibleChange }: { onVisibleChange?: (visible: boolean) => void }) {
  const [value, setValue] = useState('');
  return <PasswordField label="密码" value={value} onValueChange={setValue} onVisibleChange={onVisibleChange} />;
}

describe('PasswordField', () => {
  it('hides the characters until the show-password toggle is pressed, then hides them again', async () => {
    const onVisibleChange = vi.fn();
    renderWithI18n(<Controlled onVisibleChange={onVisibleChange} />);
    const input = screen.getByLabelText('密码');
    const toggle = screen.getByRole('button', { name: '显示密码' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(onVisibleChange.mock.calls).toEqual([[true], [false]]);
  });

  it('drops whitespace and keeps at most 16 characters by default', async () => {
    renderWithI18n(<Controlled />);
    const input = screen.getByLabelText('密码');
    await userEvent.click(input);
    await userEvent.paste('Xue Ban 2024 abcdefgh');
    expect(input).toHaveValue('XueBan2024abcdef');
  });

  it('keeps focus in the field when the toggle is pressed with the mouse', async () => {
    renderWithI18n(<Controlled />);
    const input = screen.getByLabelText('密码');
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input).toHaveFocus();
  });
});
