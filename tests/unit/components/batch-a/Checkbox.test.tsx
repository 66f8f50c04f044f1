import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '@/components/Checkbox';
import { renderWithI18n } from './renderWithI18n';

function Agreement({ onCheckedChange }: { onCheckedChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(true);
  return (
    <Checkbox
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onCheckedChange(next);
      }}
    >
      我已阅读并同意<a href="/webAgreement">《用户协议》</a>
    </Checkbox>
  );
}

describe('Checkbox', () => {
  it('is named by its label and toggles when the label text is clicked', async () => {
    const onCheckedChange = vi.fn();
    renderWithI18n(<Agreement onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意《用户协议》' });
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('我已阅读并同意'));
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('lets a link inside the label be followed without toggling the box', async () => {
    const onCheckedChange = vi.fn();
    renderWithI18n(<Agreement onCheckedChange={onCheckedChange} />);
    const link = screen.getByRole('link', { name: '《用户协议》' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('reports invalid when a required tick is missing', () => {
    renderWithI18n(
      <Checkbox checked={false} onCheckedChange={vi.fn()} invalid>
        我已阅读并同意用户协议
      </Checkbox>,
    );
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
