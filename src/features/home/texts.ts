import { addTexts } from '@/i18n';
import { home } from '@/i18n/locales/zh-CN/home';

addTexts({ home });
