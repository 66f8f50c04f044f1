import { addTexts } from '@/i18n';
import { course } from '@/i18n/locales/zh-CN/mobile/course';

// The texts of this one mobile page come with it, and with no other page's download.
addTexts({ mobile: { course } });
