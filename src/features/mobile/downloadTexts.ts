import { addTexts } from '@/i18n';
import { download } from '@/i18n/locales/zh-CN/mobile/download';

// The texts of this one mobile page come with it, and with no other page's download.
addTexts({ mobile: { download } });
