import { DEFAULT_IMAGE_PATH, ERROR_IMAGE_PATH } from './paths';
import type { BasicData, Banner } from './types';

export const basicData: BasicData = {
  platformName: '学伴在线',
  platformId: 'XB-K12-WEB-001',
  smssigncode: 'XBSMS2026',
  videosigncode: 'XBVOD2026',
  companyName: '北京学伴在线教育科技有限公司',
  companyAddress: '北京市海淀区学院路35号学伴大厦6层',
  customerServicePhone: '400-882-6155',
  customerServiceHours: '周一至周五 9:00—17:00',
  copyright: '© 2020—2026 北京学伴在线教育科技有限公司 版权所有',
  icpRecords: ['京ICP备2026010358号-1', '京B2-20260417'],
  publicSecurityRecord: '京公网安备11010802036512号',
  appDownload: {
    // Store pages of the demo app (the Android one an app market's, as many Chinese phones have no Play store).
    androidPath: 'https://sj.qq.com/appdetail/com.xueban.online',
    iosUrl: 'https://apps.apple.com/cn/app/id6470000000',
    androidNote: '安卓用户请在手机自带的应用商店搜索“学伴在线”下载安装。',
    iosNote: 'iPhone与iPad用户请在App Store搜索“学伴在线”下载安装。',
    // The QR code on the site is drawn for the origin it is served from, so it works on any deployment.
    downloadPage: '/m/download',
  },
  errorImagePath: ERROR_IMAGE_PATH,
  defaultImagePath: DEFAULT_IMAGE_PATH,
};

/** The slides after the season's own, which the server puts first by the date (server/src/services/seasons.ts). */
export const banners: Banner[] = [
  {
    title: '初二数学《一次函数》专题精讲',
    subtitle: '从变量关系到图像应用，吃透中考高频考点',
    imagePath: 'banners/banner-02.webp',
    linkPath: '/course/chapter',
    courseCode: 'math-g8-01',
    sortOrder: 2,
  },
  {
    title: '高三冲刺季',
    subtitle: '导数压轴、高考作文，名师带你稳步提分',
    imagePath: 'banners/banner-03.webp',
    linkPath: '/course/chapter',
    courseCode: 'math-g12-01',
    sortOrder: 3,
  },
  {
    title: '免费体验课',
    subtitle: '拼音启蒙、Scratch编程、化学入门，登录即可免费学',
    imagePath: 'banners/banner-04.webp',
    linkPath: '/freeCourse/home',
    courseCode: null,
    sortOrder: 4,
  },
];
