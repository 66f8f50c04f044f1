import { addTexts } from '@/i18n';
import { mobile } from '@/i18n/locales/zh-CN/mobile';

// The mobile site's texts come with its pages.
addTexts({ mobile });
