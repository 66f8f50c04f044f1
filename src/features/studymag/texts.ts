import { addTexts } from '@/i18n';
import { studymag } from '@/i18n/locales/zh-CN/studymag';

// The study-management texts come with its components, only in the study-management pages.
addTexts({ studymag });
