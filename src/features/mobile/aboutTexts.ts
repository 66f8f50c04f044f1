import { addTexts } from '@/i18n';
import { about } from '@/i18n/locales/zh-CN/mobile/about';

// The texts of this one mobile page come with it, and with no other page's download.
addTexts({ mobile: { about } });
