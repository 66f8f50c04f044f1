import type { GradeOptionGroup } from '@/features/account/GradeSelect';
import { qrSvg, svgDataUri } from '@/components/QRCode';
import { CUSTOMER_SERVICE } from '@/config';

/*
 * Stand-ins for what the server sends: a captcha picture drawn the way the captcha endpoint draws one
 * (distorted characters over noise lines), an adviser's QR image and the grade list.
 */
export function captchaImage(text: string): string {
  const glyphs = Array.from(text)
    .map((char, index) => {
      const x = 18 + index * 28;
      const rotate = [-12, 9, -6, 14, -9][index % 5];
      const fill = ['#1F55E0', '#B3262A', '#0F7550', '#9E6A00', '#434953'][index % 5];
      return `<text x="${x}" y="38" fill="${fill}" font-size="30" font-family="Georgia, serif" font-style="italic" transform="rotate(${rotate} ${x + 8} 28)">${char}</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50" viewBox="0 0 150 50">
<rect width="150" height="50" fill="#F7F8FA"/>
<path d="M4 34C40 8 80 44 146 16" stroke="#A3AAB5" stroke-width="1.5" fill="none"/>
<path d="M6 12C50 40 96 4 144 38" stroke="#80AAFF" stroke-width="1.2" fill="none"/>
${glyphs}
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const captchaSrc = captchaImage('7Kp3');
export const nextCaptchaSrc = captchaImage('Xa9m');
/** An address that never answers with an image, for the failure look. */
export const brokenCaptchaSrc = 'data:image/png;base64,broken';

export const adviserQrSrc = svgDataUri(qrSvg('https://u.wechat.com/xueban-guwen-wang01')!);
export const longWechatAccount = 'xueban_guwen_wang01';
export const shortWechatAccount = 'xb_888';

export const gradeGroups: GradeOptionGroup[] = [
  { gradeName: '小学', grades: ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'].map((name) => ({ name })) },
  { gradeName: '初中', grades: ['初一', '初二', '初三'].map((name) => ({ name })) },
  { gradeName: '高中', grades: ['高一', '高二', '高三'].map((name) => ({ name })) },
];

export const customerService = { phone: CUSTOMER_SERVICE.phone, serviceHours: CUSTOMER_SERVICE.hours };

export const agreementLinks = {
  userAgreementHref: '/about/aboutUserAgreement',
  privacyAgreementHref: '/about/aboutPriAgreement',
};

export const studentPhone = '13812345678';
