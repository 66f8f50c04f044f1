import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyLoginValues, LoginForm, type LoginFormProps, type LoginFormValues } from '@/features/account/LoginForm';
import { renderWithI18n } from './renderWithI18n';

type HarnessProps = Partial<Omit<LoginFormProps, 'values'>> & { initial?: LoginFormValues };

function Harness({ initial = emptyLoginValues, onValuesChange, ...props }: HarnessProps) {
  const [values, setValues] = useState(initial);
  return (
    <LoginForm
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        onValuesChange?.(next);
      }}
      onSubmit={vi.fn()}
      captchaSrc="/api/captcha?t=1&c=seed-0"
      onRefreshCaptcha={vi.fn()}
      onForgotPassword={vi.fn()}
      userAgreementHref="/about/aboutUserAgreement"
      privacyAgreementHref="/about/aboutPriAgreement"
      {...props}
    />
  );
}

describe('LoginForm', () => {
  it('keeps only digits in the account, at most 11', async () => {
    renderWithI18n(<Harness />);
    const account = screen.getByLabelText('手机号');
    await userEvent.type(account, 'ab138 1234-5678 999');
    expect(account).toHaveValue('13812345678');
  });

  it('removes whitespace from the password and keeps at most 16 characters', async () => {
    renderWithI18n(<Harness />);
    const password = screen.getByLabelText('密码');
    await userEvent.type(password, 'my pass word 123456789');
    expect(password).toHaveValue('mypassword123456');
  });

  it('enables login only when account, password and captcha are all filled', async () => {
    renderWithI18n(<Harness />);
    const login = screen.getByRole('button', { name: '登录' });
    expect(login).toBeDisabled();
    await userEvent.type(screen.getByLabelText('手机号'), '13812345678');
    await userEvent.type(screen.getByLabelText('密码'), 'xueban2024');
    expect(login).toBeDisabled();
    await userEvent.type(screen.getByLabelText('图形验证码'), '7Kp3');
    expect(login).toBeEnabled();
    await userEvent.clear(screen.getByLabelText('密码'));
    expect(login).toBeDisabled();
  });

  it('submits the values with Enter once the form is complete, and not before', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('手机号'), '13812345678{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('密码'), 'xueban2024');
    await userEvent.type(screen.getByLabelText('图形验证码'), '7Kp3{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      account: '13812345678',
      password: 'xueban2024',
      captcha: '7Kp3',
      agreed: true,
      remember: false,
    });
  });

  it('does not submit again while a login is on its way', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <Harness
        onSubmit={onSubmit}
        submitting
        initial={{ account: '13812345678', password: 'x1', captcha: 'ab', agreed: true, remember: false }}
      />,
    );
    await userEvent.type(screen.getByLabelText('图形验证码'), '{Enter}');
    await userEvent.click(screen.getByRole('button', { name: /登录/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts with the agreement ticked and links to both agreements', async () => {
    const onValuesChange = vi.fn();
    renderWithI18n(<Harness onValuesChange={onValuesChange} />);
    const agreement = screen.getByRole('checkbox', { name: /我已阅读并同意/ });
    expect(agreement).toBeChecked();
    expect(screen.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/about/aboutUserAgreement');
    expect(screen.getByRole('link', { name: '《隐私协议》' })).toHaveAttribute('href', '/about/aboutPriAgreement');
    await userEvent.click(agreement);
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ agreed: false }));
  });

  it('offers "记住密码" unticked under the password, and hands over the tick', async () => {
    const onValuesChange = vi.fn();
    renderWithI18n(<Harness onValuesChange={onValuesChange} />);
    const remember = screen.getByRole('checkbox', { name: '记住密码' });
    expect(remember).not.toBeChecked();
    expect(screen.getByLabelText('密码').compareDocumentPosition(remember) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(remember);
    expect(remember).toBeChecked();
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ remember: true }));
  });

  it('shows a remembered password ticked and still masked', () => {
    renderWithI18n(<Harness initial={{ ...emptyLoginValues, account: '13812345678', password: 'xueban2024', remember: true }} />);
    expect(screen.getByRole('checkbox', { name: '记住密码' })).toBeChecked();
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('密码')).toHaveValue('xueban2024');
  });

  it('shows the server message and asks for a new captcha when the picture is pressed', async () => {
    const onRefreshCaptcha = vi.fn();
    const onForgotPassword = vi.fn();
    renderWithI18n(<Harness error="图形验证码错误" onRefreshCaptcha={onRefreshCaptcha} onForgotPassword={onForgotPassword} />);
    expect(screen.getByRole('alert')).toHaveTextContent('图形验证码错误');
    await userEvent.click(screen.getByRole('button', { name: '看不清？点击刷新' }));
    expect(onRefreshCaptcha).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '忘记密码？' }));
    expect(onForgotPassword).toHaveBeenCalledOnce();
  });
});
