import { addTexts } from '@/i18n';
import { login } from '@/i18n/locales/zh-CN/mobile/login';

// The texts of this one mobile page come with it, and with no other page's download.
addTexts({ mobile: { login } });
