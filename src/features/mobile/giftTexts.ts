import { addTexts } from '@/i18n';
import { gift } from '@/i18n/locales/zh-CN/mobile/gift';

// The texts of this one mobile page come with it, and with no other page's download.
addTexts({ mobile: { gift } });
