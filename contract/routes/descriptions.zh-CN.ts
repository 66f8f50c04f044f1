import { SITE_DESCRIPTION } from './site';

/*
 * Each indexed page's description for search engines and share cards, by page id. Only the server writes
 * page heads, so these stay out of the browser's downloads, unlike the route table itself.
 */
export const pageDescriptions: Readonly<Record<string, string>> = {
  'desktop/home': SITE_DESCRIPTION,
  'desktop/register': '注册学伴在线账号，选择年级后即可试看课程、购买课程并查看学习报告。',
  'desktop/feedback': '向学伴在线提交投诉与建议，无需登录，我们会在 2 个工作日内处理。',
  'desktop/faqTable': '学伴在线现行的课程收费项目与收费标准，具体以课程页面与订单金额为准。',
  'desktop/faqTrainer': '关于成为学伴在线主讲教师或学霸导师的常见问题解答。',
  'desktop/course': '按学段、年级和学科浏览学伴在线从一年级到高三的同步课程体系。',
  'desktop/courseMore': '按学科与年级筛选学伴在线的全部课程，查看课时、主讲老师与价格。',
  'desktop/courseChapter': '学伴在线课程的章节目录、试看课时与学员评价。',
  'desktop/courseChapterSub': '学伴在线课程章节的课时、视频与随堂练习。',
  'desktop/news': '升学政策解读、学习方法与家庭教育资讯，由学伴在线教研团队持续更新。',
  'desktop/newsDetail': '学伴在线升学资讯：政策解读、学习方法与家庭教育。',
  'desktop/smarter': '来自清华、北大等高校的学霸导师，按学科和年级找到适合孩子的学习伙伴。',
  'desktop/smarterDetail': '学伴在线学霸导师的学校、专业、辅导年级与学习经验。',
  'about/cooperation': '与学伴在线开展机构、渠道与内容合作：在线留言后，商务团队会在 3 个工作日内与您联系。',
  'about/contactEnsure': '输入对方的微信号或手机号，核验是否为学伴在线官方课程顾问，谨防冒充顾问的诈骗。',
  'about/contactUs': '学伴在线的客服电话、服务时间、公司地址与官方公众号。',
  'about/legalNotice': '学伴在线网站的法律声明。',
  'about/teachersIn': '申请成为学伴在线的主讲教师：提交教学经历与简历，7 个工作日内完成初审。',
  'about/userAgreement': '学伴在线用户协议。',
  'about/privacyAgreement': '学伴在线隐私政策：我们如何收集、使用和保护您的个人信息。',
  'about/tenderAnnouncement': '学伴在线公开发布的采购与招标信息。',
  'bare/webAgreement': '学伴在线用户服务协议。',
  'bare/businessLicense': '学伴在线的营业执照。',
  'bare/salesLicence': '学伴在线的增值电信业务经营许可证。',
  'mobile/home': '学伴在线手机版：中小学同步课程、学霸导师与升学资讯，随时随地学习。',
  'mobile/gift': '领取学伴在线的学习礼包。',
  'mobile/about': '了解学伴在线：面向中小学生的在线课程与学习辅导平台。',
  'mobile/course': '学伴在线课程体系：小学、初中、高中各年级的同步课程。',
  'mobile/ensure': '核验课程顾问的微信号或手机号，谨防冒充学伴在线顾问的诈骗。',
  'mobile/download': '下载学伴 App，随时随地看课、做练习、查看学习报告。',
  'manual/middleSchool': '学伴在线教研团队编写的初中学习手册，写给初中学生和家长。',
  'manual/highSchool': '学伴在线教研团队编写的高中学习手册，写给高中学生和家长。',
};

/** A page's description: its own, or the site's. */
export function descriptionOf(page: string): string {
  return pageDescriptions[page] ?? SITE_DESCRIPTION;
}
