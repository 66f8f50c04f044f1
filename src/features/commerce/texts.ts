import { addTexts } from '@/i18n';
import { commerce } from '@/i18n/locales/zh-CN/commerce';

// The commerce texts come with its components, in whichever page uses them first.
addTexts({ commerce });
