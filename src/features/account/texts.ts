import { addTexts } from '@/i18n';
import { account } from '@/i18n/locales/zh-CN/account';

// The login, registration and settings texts come with the dialogs and pages that use them.
addTexts({ account });
