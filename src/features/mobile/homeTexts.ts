import { addTexts } from '@/i18n';
import { home } from '@/i18n/locales/zh-CN/mobile/home';

// The texts of this one mobile page come with it, and with no other page's download.
addTexts({ mobile: { home } });
