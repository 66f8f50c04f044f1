import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter, formatServiceHours } from '@/components/SiteFooter';
import { createI18n } from '@/i18n';
import { renderWithI18n } from './renderWithI18n';

const weekdays = { firstDay: 1, lastDay: 5, opens: '09:00', closes: '17:00' };

const props = {
  companyName: '北京学伴在线教育科技有限公司',
  address: '北京市海淀区学院路 35 号学伴大厦 6 层',
  phone: '400-882-6155',
  serviceHours: weekdays,
  icpRecord: '京ICP备2026010358号-1',
  icpQueryUrl: 'https://beian.miit.gov.cn/',
  icpLicence: '京B2-20260417',
  publicSecurityRecord: '京公网安备11010802036512号',
  publicSecurityUrl: 'https://beian.mps.gov.cn/#/query/webSearch?code=11010802036512',
  year: 2026,
};

describe('formatServiceHours', () => {
  it('writes the weekday range and times in the reader’s language', () => {
    expect(formatServiceHours(weekdays, createI18n('zh-CN').t)).toBe('周一至周五 09:00–17:00');
    expect(formatServiceHours(weekdays, createI18n('en').t)).toBe('Mon–Fri 09:00–17:00');
  });

  it('names a single day once', () => {
    expect(formatServiceHours({ firstDay: 6, lastDay: 6, opens: '10:00', closes: '12:00' }, createI18n('zh-CN').t)).toBe(
      '周六 10:00–12:00',
    );
  });
});

describe('SiteFooter', () => {
  it('shows the company details, hotline and hours it is given', () => {
    renderWithI18n(<SiteFooter {...props} />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByText('© 2026 北京学伴在线教育科技有限公司 版权所有')).toBeInTheDocument();
    expect(screen.getByText(props.address)).toBeInTheDocument();
    expect(screen.getByText('周一至周五 09:00–17:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '400-882-6155' })).toHaveAttribute('href', 'tel:4008826155');
  });

  it('links the record numbers to the official query sites in a new window', () => {
    renderWithI18n(<SiteFooter {...props} />);
    const icp = screen.getByRole('link', { name: /京ICP备2026010358号-1/ });
    expect(icp).toHaveAttribute('href', props.icpQueryUrl);
    expect(icp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /京公网安备11010802036512号/ })).toHaveAttribute('href', props.publicSecurityUrl);
  });

  it('links to the agreements and about pages', () => {
    renderWithI18n(<SiteFooter {...props} />);
    expect(screen.getByRole('link', { name: '用户协议' })).toHaveAttribute('href', '/about/aboutUserAgreement');
    expect(screen.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/about/aboutPriAgreement');
    expect(screen.getByRole('link', { name: '商务合作' })).toHaveAttribute('href', '/about/cooperation');
  });
});
