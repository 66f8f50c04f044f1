import type { SitePage } from '../types';
import { privacyAgreementHtml } from './privacy-agreement';
import { aboutHtml, adviserEnsureHtml, contactUsHtml, cooperationHtml, legalNoticeHtml, teachersInHtml } from './site';
import { businessLicenceHtml, salesLicenceHtml, webAgreementHtml } from './licences';
import { manualHighSchoolHtml } from './manual-high-school';
import { manualMiddleSchoolHtml } from './manual-middle-school';
import { userAgreementHtml } from './user-agreement';

export const sitePages: SitePage[] = [
  { key: 'about', title: '关于我们', contentHtml: aboutHtml, updatedAt: '2026-01-01' },
  { key: 'cooperation', title: '商务合作', contentHtml: cooperationHtml, updatedAt: '2026-01-01' },
  { key: 'contact-us', title: '联系我们', contentHtml: contactUsHtml, updatedAt: '2026-01-01' },
  { key: 'legal-notice', title: '法律声明', contentHtml: legalNoticeHtml, updatedAt: '2026-01-01' },
  { key: 'adviser-ensure', title: '顾问防伪', contentHtml: adviserEnsureHtml, updatedAt: '2026-05-06' },
  { key: 'teachers-in', title: '教师入驻', contentHtml: teachersInHtml, updatedAt: '2026-03-01' },
  { key: 'user-agreement', title: '用户协议', contentHtml: userAgreementHtml, updatedAt: '2026-01-01' },
  { key: 'privacy-agreement', title: '隐私协议', contentHtml: privacyAgreementHtml, updatedAt: '2026-01-01' },
  { key: 'web-agreement', title: '网站服务协议', contentHtml: webAgreementHtml, updatedAt: '2026-01-01' },
  { key: 'business-license', title: '营业执照', contentHtml: businessLicenceHtml, updatedAt: '2026-01-01' },
  { key: 'sales-licence', title: '增值电信业务经营许可证', contentHtml: salesLicenceHtml, updatedAt: '2026-01-01' },
  { key: 'manual-middle-school', title: '初中学习手册', contentHtml: manualMiddleSchoolHtml, updatedAt: '2026-08-20' },
  { key: 'manual-high-school', title: '高中学习手册', contentHtml: manualHighSchoolHtml, updatedAt: '2026-08-20' },
];
