import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Notice } from '@/components/Notice';
import { CUSTOMER_SERVICE } from '@/config';
import { useAppActor, useAppSelector } from '@/app/providers/appActorContext';

/**
 * The login dialog, opened and closed by the app machine (`loginModal.open` / `loginModal.close`).
 * Its body says that login is not available here yet; the login form replaces it in this one file.
 */
export function LoginModal() {
  const { t } = useTranslation();
  const actor = useAppActor();
  const open = useAppSelector((snapshot) => snapshot.hasTag('loginModalOpen'));
  const close = () => actor.send({ type: 'loginModal.close' });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('app.loginModal.title')}
      footer={<Button onClick={close}>{t('app.loginModal.close')}</Button>}
    >
      <Notice
        tone="info"
        title={t('app.loginModal.noticeTitle')}
        message={t('app.loginModal.noticeMessage', { phone: CUSTOMER_SERVICE.phone })}
      />
    </Dialog>
  );
}
