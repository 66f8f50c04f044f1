import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { TrialBanner } from '@/features/site/TrialBanner';

describe('the trial banner', () => {
  it('says a trial site pays nothing for real and names the code every SMS check takes', () => {
    render(<TrialBanner trial={{ smsCode: '246810' }} />);
    expect(screen.getByRole('note').textContent).toBe(
      '试用站点：支付为模拟支付，不会扣款，数据可能随时清空。短信不会真的发出，验证码统一为 246810',
    );
  });

  it('names no code where the trial sends real SMS', () => {
    render(<TrialBanner trial={{}} />);
    expect(screen.getByRole('note').textContent).not.toContain('验证码');
  });

  it('is not there on a site that is not a trial', () => {
    const { container } = render(<TrialBanner trial={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
