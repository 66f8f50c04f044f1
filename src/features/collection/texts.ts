import { addTexts } from '@/i18n';
import { collection } from '@/i18n/locales/zh-CN/collection';

addTexts({ collection });
