import { DEFAULT_IMAGE_PATH, ERROR_IMAGE_PATH } from './paths';
import type { BasicData, Banner } from './types';

export const basicData: BasicData = {
  platformName: '学伴K12',
  platformId: 'XB-K12-WEB-001',
  smssigncode: 'XBSMS2026',
  videosigncode: 'XBVOD2026',
  promotionMainTitle: '寒假课程限时优惠',
  promotionSubtitleTitle: '精选课程低至7折，所有付费课程首讲免费试听，活动截至2027年2月28日',
  companyName: '学伴（北京）教育科技有限公司',
  companyAddress: '北京市海淀区清河中街66号学伴教育大厦6层',
  customerServicePhone: '400-660-1234',
  customerServiceHours: '周一至周五 9:00—17:00',
  copyright: '© 2020—2026 学伴（北京）教育科技有限公司 版权所有',
  icpRecords: ['京ICP备2024031568号-1', '京ICP证240128号'],
  publicSecurityRecord: '京公网安备11010802045678号',
  appDownload: {
    androidNote: '安卓用户请在手机自带的应用商店搜索“学伴K12”下载安装。',
    iosNote: 'iPhone与iPad用户请在App Store搜索“学伴K12”下载安装。',
  },
  errorImagePath: ERROR_IMAGE_PATH,
  defaultImagePath: DEFAULT_IMAGE_PATH,
};

export const banners: Banner[] = [
  {
    title: '秋季学期课程限时优惠',
    subtitle: '精选课程低至7折，首讲免费试听',
    imagePath: 'banners/banner-01.svg',
    linkPath: '/course/more',
    courseCode: null,
    sortOrder: 1,
  },
  {
    title: '初二数学《一次函数》专题精讲',
    subtitle: '从变量关系到图像应用，吃透中考高频考点',
    imagePath: 'banners/banner-02.svg',
    linkPath: '/course/chapter',
    courseCode: 'math-g8-01',
    sortOrder: 2,
  },
  {
    title: '高三冲刺季',
    subtitle: '导数压轴、高考作文，名师带你稳步提分',
    imagePath: 'banners/banner-03.svg',
    linkPath: '/course/chapter',
    courseCode: 'math-g12-01',
    sortOrder: 3,
  },
  {
    title: '免费体验课',
    subtitle: '拼音启蒙、Scratch编程、化学入门，登录即可免费学',
    imagePath: 'banners/banner-04.svg',
    linkPath: '/freeCourse/home',
    courseCode: null,
    sortOrder: 4,
  },
];
