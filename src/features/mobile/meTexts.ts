import { addTexts } from '@/i18n';
import { me } from '@/i18n/locales/zh-CN/mobile/me';

// The texts of this one mobile page come with it, and with no other page's download.
addTexts({ mobile: { me } });
