import { fixed, testPublicPages } from './publicPages';

// FAQ, about pages, agreements, licences and handbooks (see publicPages.ts for what is checked).

testPublicPages([
  { name: 'fee table', resolve: fixed('/faq/table', '课程收费项目及标准') },
  { name: 'trainer FAQ', resolve: fixed('/faq/trainer', '培训师常见问题') },
  { name: 'about: cooperation', resolve: fixed('/about/cooperation', '合作共赢') },
  { name: 'about: adviser check', resolve: fixed('/about/acontact-ensure', '顾问防伪查询') },
  { name: 'about: contact us', resolve: fixed('/about/contact-us', '联系我们') },
  { name: 'about: legal notice', resolve: fixed('/about/legal-notice', '法律声明') },
  { name: 'about: teachers in', resolve: fixed('/about/teachers-in', '教师入驻') },
  { name: 'about: user agreement', resolve: fixed('/about/aboutUserAgreement', '用户协议') },
  { name: 'about: privacy policy', resolve: fixed('/about/aboutPriAgreement', '隐私政策') },
  { name: 'about: tenders', resolve: fixed('/about/tender-announcement', '招标公告') },
  { name: 'web agreement', resolve: fixed('/webAgreement', '用户服务协议') },
  { name: 'business licence', resolve: fixed('/businesslicense', '营业执照') },
  { name: 'sales licence', resolve: fixed('/saleslicence', '经营许可证') },
  { name: 'middle-school handbook', resolve: fixed('/manual/middleSchool', '初中学习手册') },
  { name: 'high-school handbook', resolve: fixed('/manual/highSchool', '高中学习手册') },
]);
