/** Texts of /m/download, downloaded with that page only. */
export const download = {
  heading: '下载学伴 App',
  text: '随时随地看课、做练习、查看学习报告，课程进度与网页版同步。',
  ios: 'App Store 下载',
  android: '安卓版下载',
  otherPlatform: '其他系统下载',
  storesLabel: '应用商店下载',
  qrTitle: '用手机扫码下载',
  qrLabel: '本页二维码',
  qrText: '用手机相机或微信扫一扫，在手机上打开本页下载。',
  noStores: 'App 即将在应用商店上架，上架前请在网页版学习，课程与进度都在这里。',
  wechatHint: '在微信中请点右上角“…”，选择“在浏览器打开”后下载',
} as const;
