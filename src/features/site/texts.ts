import { addTexts } from '@/i18n';
import { site } from '@/i18n/locales/zh-CN/site';

addTexts({ site });
