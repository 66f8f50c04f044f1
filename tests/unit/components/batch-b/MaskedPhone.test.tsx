import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { MaskedPhone, maskPhone } from '@/components/MaskedPhone';

describe('maskPhone', () => {
  it('keeps the first three and last four digits of a mobile number', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone(13912345678)).toBe('139****5678');
  });

  it('ignores spaces and dashes and the +86 prefix', () => {
    expect(maskPhone('138 0013 8000')).toBe('138****8000');
    expect(maskPhone('+86 138-0013-8000')).toBe('138****8000');
  });

  it('masks every character of a short or malformed number', () => {
    expect(maskPhone('1380013')).toBe('*******');
    expect(maskPhone('abc')).toBe('***');
  });

  it('gives an empty string for no number', () => {
    expect(maskPhone(undefined)).toBe('');
    expect(maskPhone(null)).toBe('');
    expect(maskPhone('  ')).toBe('');
  });
});

describe('MaskedPhone', () => {
  it('shows the masked number', () => {
    render(<MaskedPhone phone="13800138000" />);
    expect(screen.getByText('138****8000')).toHaveAttribute('data-state', 'masked');
  });

  it('says no number is linked when there is none', () => {
    render(<MaskedPhone phone="" />);
    expect(screen.getByText('未绑定手机号')).toHaveAttribute('data-state', 'empty');
  });
});
