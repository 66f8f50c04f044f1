import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyRegisterValues, RegisterForm, validateRegistration, type RegisterFormProps } from '@/features/account/RegisterForm';
import { renderWithI18n } from './renderWithI18n';

function renderForm(props: Partial<RegisterFormProps>) {
  const callbacks = { onSubmit: vi.fn(), onSendCode: vi.fn(), onLogin: vi.fn(), onValuesChange: vi.fn() };
  renderWithI18n(
    <RegisterForm
      values={emptyRegisterValues}
      captchaSrc="/api/captcha?t=1&c=r"
      onRefreshCaptcha={vi.fn()}
      secondsLeft={0}
      userAgreementHref="/about/aboutUserAgreement"
      privacyAgreementHref="/about/aboutPriAgreement"
      {...callbacks}
      {...props}
    />,
  );
  return callbacks;
}

describe('RegisterForm', () => {
  it('shows each field error, translated, under its field', () => {
    const values = { ...emptyRegisterValues, phone: '138', password: 'abcdefg', confirmPassword: 'abcdef', agreed: false };
    renderForm({ values, errors: validateRegistration(values) });
    expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('请输入正确的11位手机号');
    expect(screen.getByLabelText('设置密码')).toHaveAccessibleDescription('密码须同时包含字母和数字，且只能使用字母和数字');
    expect(screen.getByLabelText('确认密码')).toHaveAccessibleDescription('两次输入的密码不一致');
    expect(screen.getByRole('checkbox', { name: /我已阅读并同意/ })).toHaveAccessibleDescription('请阅读用户协议并勾选同意');
  });

  it('keeps only digits in the phone and the SMS code', async () => {
    const { onValuesChange } = renderForm({});
    await userEvent.type(screen.getByLabelText('手机号'), 'x');
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ phone: '' }));
    await userEvent.type(screen.getByLabelText('短信验证码'), '7');
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ smsCode: '7' }));
  });

  it('hands every submit to the caller, who validates it', async () => {
    const { onSubmit } = renderForm({});
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(emptyRegisterValues);
  });

  it('counts down on the code button and leads to login', async () => {
    const { onLogin } = renderForm({ secondsLeft: 59 });
    expect(screen.getByRole('button', { name: '59秒后重新发送' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });
});
