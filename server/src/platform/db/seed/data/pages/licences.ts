import { basicData } from '../basic';
import { assetUrl } from '../paths';
import { renderAgreement, type AgreementDocument } from './render';

const { companyName, companyAddress, platformName, icpRecords, customerServicePhone } = basicData;

export interface Licence {
  /** Under server/assets. */
  imagePath: string;
  title: string;
  /** Label and value, in the order printed on the licence. */
  fields: [string, string][];
}

export const businessLicence: Licence = {
  imagePath: 'images/business-license.svg',
  title: '营业执照',
  fields: [
    ['统一社会信用代码', '91110108MA01XB2K6Q'],
    ['名称', companyName],
    ['类型', '有限责任公司（自然人投资或控股）'],
    ['法定代表人', '李明远'],
    ['注册资本', '人民币1000万元'],
    ['成立日期', '2020年03月18日'],
    ['住所', companyAddress],
    [
      '经营范围',
      '技术开发、技术咨询、技术服务；教育咨询（不含培训）；软件开发；第二类增值电信业务；出版物零售（依法须经批准的项目，经相关部门批准后依批准的内容开展经营活动）',
    ],
    ['登记机关', '北京市海淀区市场监督管理局'],
  ],
};

export const salesLicence: Licence = {
  imagePath: 'images/sales-licence.svg',
  title: '增值电信业务经营许可证',
  fields: [
    ['经营许可证编号', icpRecords[1]?.replace('京ICP证', '京B2-20') ?? '京B2-20240128'],
    ['公司名称', companyName],
    ['法定代表人', '李明远'],
    ['注册住所', companyAddress],
    ['业务种类', '第二类增值电信业务中的信息服务业务（仅限互联网信息服务）'],
    ['服务项目', '互联网信息服务不含新闻、出版、教育、医疗保健、药品和医疗器械等内容'],
    ['网站名称', platformName],
    ['有效期至', '2029年05月20日'],
    ['发证机关', '北京市通信管理局'],
  ],
};

function licencePage(licence: Licence, intro: string): string {
  return [
    `<h2>${licence.title}</h2>`,
    `<p>${intro}</p>`,
    `<figure><img src="${assetUrl(licence.imagePath)}" alt="${companyName}${licence.title}" width="1000" height="900"><figcaption>${licence.title}（副本）</figcaption></figure>`,
    '<table><tbody>',
    ...licence.fields.map(([label, value]) => `<tr><th>${label}</th><td>${value}</td></tr>`),
    '</tbody></table>',
    `<p>如需核验证照信息，请拨打客服电话${customerServicePhone}，或登录国家企业信用信息公示系统查询。</p>`,
  ].join('');
}

export const businessLicenceHtml = licencePage(
  businessLicence,
  `${platformName}由${companyName}运营。以下为本公司营业执照的公示信息，供用户查验。`,
);

export const salesLicenceHtml = licencePage(salesLicence, `${companyName}依法取得增值电信业务经营许可，以下为许可证的公示信息。`);

const webAgreement: AgreementDocument = {
  title: `${platformName}网站服务协议`,
  updatedDate: '2026年1月1日',
  effectiveDate: '2026年1月1日',
  preamble: [
    `本协议适用于您通过浏览器访问${platformName}网站及移动网页时使用的各项服务。访问和使用本网站即表示您同意本协议；如您注册账号或购买课程，还应遵守《用户协议》和《隐私协议》。`,
    '未满18周岁的用户，请在父母或其他监护人的陪同下阅读本协议。',
  ],
  sections: [
    {
      heading: '网站服务内容',
      clauses: [
        '本网站向访客提供课程浏览、资讯阅读、学霸导师介绍、顾问防伪查询、问题反馈等信息服务；向注册用户提供课程购买、视频学习、练习测评、学习报告等服务。',
        '网站展示的课程价格、优惠活动以下单页面显示为准；活动规则另有约定的，从其约定。',
      ],
    },
    {
      heading: '访问规范',
      clauses: [
        [
          '您在访问本网站时不得从事以下行为：',
          [
            '利用技术手段批量抓取、复制网站内容或干扰网站正常运行',
            '上传、发布违法违规或侵害他人合法权益的信息',
            '冒充本平台工作人员或课程顾问进行宣传、收款',
            '破解、盗用他人账号或利用系统漏洞获取不正当利益',
          ],
        ],
        '如您违反上述规定，我们有权采取限制访问、删除信息等措施，并依法追究相关责任。',
      ],
    },
    {
      heading: '信息与隐私',
      clauses: [
        '您通过留言、反馈、教师入驻等表单提交的联系方式，仅用于处理您的请求与回访，我们将按照《隐私协议》保护您的个人信息。',
        '本网站使用必要的本地存储与 Cookie 保持登录状态、记录搜索历史，您可以在浏览器中清除这些数据。',
      ],
    },
    {
      heading: '知识产权',
      clauses: [
        `本网站的课程、文章、图片、界面设计等内容的知识产权归${companyName}或相关权利人所有，未经书面许可不得转载或用于商业用途。`,
      ],
    },
    {
      heading: '免责与联系',
      clauses: [
        '网站资讯与升学政策解读仅供参考，具体以教育主管部门和学校的正式文件为准。',
        `如您对本协议有任何疑问，请拨打客服电话${customerServicePhone}与我们联系。`,
      ],
    },
  ],
};

export const webAgreementHtml = renderAgreement(webAgreement);
