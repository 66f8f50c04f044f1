import { basicData } from './basic';
import type { Tender } from './types';

const { companyName, companyAddress } = basicData;
const PROCUREMENT_CONTACT = '联系人：孙先生　电话：010-62881266　邮箱：tender@xueban-k12.cn';

function callForBids(options: {
  intro: string;
  scope: string[];
  qualifications: string[];
  documents: string;
  deadline: string;
}): string {
  return [
    `<p>${companyName}（以下简称“招标人”）${options.intro}，欢迎符合条件的供应商参与投标。</p>`,
    '<h2>一、项目概况</h2>',
    `<ul>${options.scope.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    '<h2>二、投标人资格要求</h2>',
    `<ol>${options.qualifications.map((item) => `<li>${item}</li>`).join('')}</ol>`,
    '<h2>三、招标文件获取</h2>',
    `<p>${options.documents}</p>`,
    '<h2>四、投标截止时间及开标</h2>',
    `<p>投标截止时间及开标时间：${options.deadline}。开标地点：${companyAddress}第一会议室。逾期送达或不符合规定的投标文件恕不接受。</p>`,
    '<h2>五、联系方式</h2>',
    `<p>${PROCUREMENT_CONTACT}</p>`,
  ].join('');
}

function awardNotice(options: { project: string; winner: string; amount: string; period: string }): string {
  return [
    `<p>${companyName}就“${options.project}”组织的公开招标工作已经结束，经评标委员会评审并报招标人确认，现将中标结果公示如下。</p>`,
    '<h2>一、中标结果</h2>',
    `<ul><li>中标单位：${options.winner}</li><li>中标金额：${options.amount}</li><li>服务期限：${options.period}</li></ul>`,
    '<h2>二、公示期</h2>',
    '<p>自本公告发布之日起3个工作日。投标人对中标结果有异议的，请在公示期内以书面形式向招标人提出，逾期不予受理。</p>',
    '<h2>三、联系方式</h2>',
    `<p>${PROCUREMENT_CONTACT}</p>`,
    '<p>感谢各投标单位对本项目的支持与参与。</p>',
  ].join('');
}

/** Procurement notices, newest first in the list (ordered by publishedAt). */
export const tenders: Tender[] = (
  [
    {
      code: 'XB-ZB-2026-007',
      title: '2026—2027学年学习平台云服务器与内容分发网络采购项目',
      summary: '采购云服务器、对象存储与视频内容分发服务，保障课程视频在全国各地流畅播放。',
      status: 'open',
      publishedAt: '2026-11-10T09:00:00+08:00',
      deadline: '2026-12-08T14:00:00+08:00',
      contentHtml: callForBids({
        intro: '就2026—2027学年学习平台云服务器与内容分发网络服务进行公开招标',
        scope: [
          '项目编号：XB-ZB-2026-007',
          '项目内容：云服务器、云数据库、对象存储、视频点播与内容分发网络服务，覆盖全国31个省级行政区',
          '服务期限：自2027年1月1日起12个月',
          '预算金额：人民币260万元（含税）',
        ],
        qualifications: [
          '在中华人民共和国境内注册、具有独立法人资格的企业',
          '具备增值电信业务经营许可证（含互联网数据中心业务与内容分发网络业务）',
          '通过网络安全等级保护三级测评，具备完善的数据安全保障能力',
          '近三年内无重大违法记录，未被列入失信被执行人名单',
        ],
        documents:
          '获取时间：2026年11月10日至2026年11月17日，每日9:00至17:00。请发送加盖公章的营业执照与法定代表人授权书扫描件至 tender@xueban-k12.cn，招标文件以电子邮件免费发送。',
        deadline: '2026年12月8日14:00',
      }),
    },
    {
      code: 'XB-ZB-2026-006',
      title: '配套纸质讲义印刷与全国配送服务采购项目',
      summary: '采购部分课程配套纸质讲义的印刷、仓储及全国配送服务，要求付款后3个工作日内发出。',
      status: 'open',
      publishedAt: '2026-10-28T09:00:00+08:00',
      deadline: '2026-11-30T14:00:00+08:00',
      contentHtml: callForBids({
        intro: '就2027年度课程配套纸质讲义印刷与配送服务进行公开招标',
        scope: [
          '项目编号：XB-ZB-2026-006',
          '项目内容：约40种讲义的印刷装订、仓储管理及全国（港澳台除外）快递配送，预计全年约12万册',
          '服务要求：订单付款后3个工作日内发出，提供物流轨迹查询接口',
          '预算金额：人民币150万元（含税）',
        ],
        qualifications: [
          '具有独立法人资格，持有《印刷经营许可证》',
          '具备自有或长期租赁的仓储场地，面积不少于2000平方米',
          '近三年承接过不少于两个教育出版物印刷配送项目',
          '本项目接受联合体投标，联合体各方均需满足资格要求',
        ],
        documents:
          '获取时间：2026年10月28日至2026年11月4日，每日9:00至17:00（节假日除外）。现场领取或邮件索取，招标文件售价每套300元，售后不退。',
        deadline: '2026年11月30日14:00',
      }),
    },
    {
      code: 'XB-ZB-2026-005',
      title: '学习报告与练习测评系统等级保护测评服务采购项目',
      summary: '委托具备资质的测评机构对学习报告与练习测评系统开展网络安全等级保护测评。',
      status: 'closed',
      publishedAt: '2026-08-18T09:00:00+08:00',
      deadline: '2026-09-08T14:00:00+08:00',
      contentHtml: callForBids({
        intro: '就学习报告与练习测评系统的网络安全等级保护测评服务进行公开招标',
        scope: [
          '项目编号：XB-ZB-2026-005',
          '项目内容：对学习报告系统、练习测评系统开展等级保护三级测评并出具测评报告',
          '服务期限：自合同签订之日起60日内完成',
          '预算金额：人民币28万元（含税）',
        ],
        qualifications: [
          '具有网络安全等级测评与检测评估机构服务认证证书',
          '近三年承接过不少于三个教育行业等级保护测评项目',
          '项目负责人持有高级等级测评师证书',
        ],
        documents: '获取时间：2026年8月18日至2026年8月25日。请通过邮件索取，招标文件免费提供。',
        deadline: '2026年9月8日14:00',
      }),
    },
    {
      code: 'XB-ZB-2026-004',
      title: '学科教研专家咨询服务采购项目（物理、化学、生物）',
      summary: '聘请理科教研专家参与课程体系设计、讲义审校与命题研究，本期已截止投标，正在评审。',
      status: 'closed',
      publishedAt: '2026-06-02T09:00:00+08:00',
      deadline: '2026-06-23T14:00:00+08:00',
      contentHtml: callForBids({
        intro: '就物理、化学、生物三个学科的教研专家咨询服务进行公开招标',
        scope: [
          '项目编号：XB-ZB-2026-004',
          '项目内容：课程体系设计评审、讲义与练习题审校、中高考命题趋势研究报告，每学科每学期不少于40个工作日',
          '服务期限：12个月',
          '预算金额：人民币96万元（含税）',
        ],
        qualifications: [
          '具有独立法人资格的教育科研机构或教育咨询企业',
          '拟派专家须具有中学高级及以上职称，并有五年以上毕业班教学经验',
          '近三年内参与过省级及以上教研课题的优先',
        ],
        documents: '获取时间：2026年6月2日至2026年6月9日，每日9:00至17:00。现场领取，招标文件免费。',
        deadline: '2026年6月23日14:00',
      }),
    },
    {
      code: 'XB-ZB-2026-003-GS',
      title: '2026年度课程视频拍摄与后期制作服务采购项目 中标结果公示',
      summary: '课程视频拍摄与后期制作服务采购项目评审结束，现公示中标结果，公示期3个工作日。',
      status: 'awarded',
      publishedAt: '2026-04-03T09:00:00+08:00',
      deadline: null,
      contentHtml: awardNotice({
        project: '2026年度课程视频拍摄与后期制作服务采购项目（XB-ZB-2026-003）',
        winner: '北京光影启明文化传媒有限公司',
        amount: '人民币168.5万元（含税）',
        period: '自合同签订之日起12个月',
      }),
    },
    {
      code: 'XB-ZB-2026-003',
      title: '2026年度课程视频拍摄与后期制作服务采购项目',
      summary: '中小学各学科课程视频的拍摄、剪辑、动画包装与字幕制作，预计约1200个课时。',
      status: 'awarded',
      publishedAt: '2026-02-27T09:00:00+08:00',
      deadline: '2026-03-23T14:00:00+08:00',
      contentHtml: callForBids({
        intro: '就2026年度课程视频拍摄与后期制作服务进行公开招标',
        scope: [
          '项目编号：XB-ZB-2026-003',
          '项目内容：中小学各学科课程视频的拍摄、剪辑、动画包装与字幕制作，预计约1200个课时',
          '服务期限：自合同签订之日起12个月',
          '预算金额：人民币180万元（含税）',
        ],
        qualifications: [
          '在中华人民共和国境内注册、具有独立法人资格的企业，营业执照经营范围包含影视制作相关内容',
          '具备《广播电视节目制作经营许可证》',
          '近三年内具有不少于两个教育类视频制作项目的业绩',
          '近三年内无重大违法记录，未被列入失信被执行人名单',
        ],
        documents: `获取时间：2026年3月2日至2026年3月9日，每日9:00至17:00（节假日除外）。携带加盖公章的营业执照复印件及法定代表人授权书，至${companyAddress}采购部领取，招标文件售价每套300元，售后不退。`,
        deadline: '2026年3月23日14:00',
      }),
    },
    {
      code: 'XB-ZB-2026-001-GS',
      title: '办公区网络与会议系统改造项目 中标结果公示',
      summary: '办公区网络与会议系统改造项目中标结果公示。',
      status: 'awarded',
      publishedAt: '2026-01-15T09:00:00+08:00',
      deadline: null,
      contentHtml: awardNotice({
        project: '办公区网络与会议系统改造项目（XB-ZB-2026-001）',
        winner: '北京中科联创信息技术有限公司',
        amount: '人民币46.8万元（含税）',
        period: '自合同签订之日起90日内完成施工与验收',
      }),
    },
  ] satisfies Omit<Tender, 'contact'>[]
).map((tender) => ({ ...tender, contact: PROCUREMENT_CONTACT }));
