import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutSidebar } from '@/components/AboutSidebar';
import { renderWithI18n } from './renderWithI18n';

describe('AboutSidebar', () => {
  it('lists every about page in order with its path', () => {
    renderWithI18n(<AboutSidebar currentPath="/about/cooperation" />);
    const links = within(screen.getByRole('navigation', { name: '关于我们' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['商务合作', '/about/cooperation'],
      ['顾问防伪查询', '/about/acontact-ensure'],
      ['联系我们', '/about/contact-us'],
      ['法律声明', '/about/legal-notice'],
      ['名师入驻', '/about/teachers-in'],
      ['用户协议', '/about/aboutUserAgreement'],
      ['隐私政策', '/about/aboutPriAgreement'],
      ['招标公告', '/about/tender-announcement'],
    ]);
  });

  it('marks only the current page', () => {
    renderWithI18n(<AboutSidebar currentPath="/about/legal-notice" />);
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['法律声明']);
  });

  it('marks nothing on a path outside the about pages', () => {
    renderWithI18n(<AboutSidebar currentPath="/news" />);
    expect(screen.getAllByRole('link').some((link) => link.hasAttribute('aria-current'))).toBe(false);
  });
});
