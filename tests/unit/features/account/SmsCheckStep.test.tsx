import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { canVerifyCode, SmsCheckStep, type SmsCheckStepProps } from '@/features/account/SmsCheckStep';
import { renderWithI18n } from './renderWithI18n';

function Harness(props: Partial<SmsCheckStepProps>) {
  const [code, setCode] = useState(props.code ?? '');
  const [captcha, setCaptcha] = useState(props.captcha ?? '');
  return (
    <SmsCheckStep
      phone="13812345678"
      secondsLeft={0}
      onSendCode={vi.fn()}
      onVerify={vi.fn()}
      onBack={vi.fn()}
      captchaSrc="/api/captcha?t=1&c=seed-1"
      onRefreshCaptcha={vi.fn()}
      {...props}
      code={code}
      onCodeChange={setCode}
      captcha={captcha}
      onCaptchaChange={setCaptcha}
    />
  );
}

describe('canVerifyCode', () => {
  it('wants a code before verifying', () => {
    expect(canVerifyCode('')).toBe(false);
    expect(canVerifyCode('  ')).toBe(false);
    expect(canVerifyCode('4829')).toBe(true);
  });
});

describe('SmsCheckStep', () => {
  it('shows the phone with only its first 3 and last 4 digits', () => {
    renderWithI18n(<Harness />);
    expect(screen.getByText('138****5678')).toBeInTheDocument();
    expect(screen.queryByText(/13812345678/)).not.toBeInTheDocument();
  });

  it('enables verify now only once a code is entered, and sends that code', async () => {
    const onVerify = vi.fn();
    renderWithI18n(<Harness onVerify={onVerify} />);
    const verify = screen.getByRole('button', { name: '立即验证' });
    expect(verify).toBeDisabled();
    await userEvent.type(screen.getByLabelText('短信验证码'), 'a4 82-9137');
    expect(screen.getByLabelText('短信验证码')).toHaveValue('482913');
    expect(verify).toBeEnabled();
    await userEvent.click(verify);
    expect(onVerify).toHaveBeenCalledExactlyOnceWith('482913');
  });

  it('counts down before another code can be requested', () => {
    renderWithI18n(<Harness secondsLeft={59} />);
    expect(screen.getByRole('button', { name: '59秒后重新发送' })).toBeDisabled();
  });

  it('asks for the image captcha before sending when the server wants one', async () => {
    const onSendCode = vi.fn();
    renderWithI18n(<Harness needsCaptcha onSendCode={onSendCode} />);
    const send = screen.getByRole('button', { name: '获取验证码' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('图形验证码'), '7Kp3');
    await userEvent.click(send);
    expect(onSendCode).toHaveBeenCalledOnce();
  });

  it('ignores verify presses while the check runs', async () => {
    const onVerify = vi.fn();
    renderWithI18n(<Harness code="482913" verifying onVerify={onVerify} />);
    await userEvent.click(screen.getByRole('button', { name: /立即验证/ }));
    expect(onVerify).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '返回账号登录' })).toBeDisabled();
  });
});
