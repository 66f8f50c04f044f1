import { addTexts } from '@/i18n';
import { campaign } from '@/i18n/locales/zh-CN/campaign';

// The campaign texts come with its components, in whichever campaign page loads first.
addTexts({ campaign });
