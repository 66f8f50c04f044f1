import type { MachineModel } from '../graph/machineModel';
import { adviserModel } from './adviser';
import { appModel } from './app';
import { lessonVideoModel } from './consoleLessonVideo';
import { staffSignInModel } from './consoleStaffSignIn';
import { giftClaimModel } from './gift';
import { gradeFlowModel, gradeUpgradeModel } from './grade';
import { loginModel } from './login';
import { paymentModel } from './payment';
import { promotionModel } from './promotion';
import { registerModel } from './register';
import { routeGuardModel } from './routeGuard';
import { avatarUploadModel } from './settingsAvatarUpload';
import { bindPhoneModel } from './settingsBindPhone';
import { changePasswordModel } from './settingsChangePassword';
import { resetPasswordModel } from './settingsResetPassword';
import { shareSetupModel, shareSetupOutsideWeChatModel } from './share';
import { signInModel } from './signIn';
import { sittingModel, sittingPracticeModel } from './sitting';
import { smsModel } from './sms';

/** A model of every machine, to step it by hand in Storybook: its input and the events (stand-ins for calls and timers) to offer. */
export const machineModels = {
  app: appModel,
  adviser: adviserModel,
  consoleLessonVideo: lessonVideoModel,
  consoleStaffSignIn: staffSignInModel,
  evaluationSignIn: signInModel,
  evaluationSitting: sittingModel,
  evaluationSittingPractice: sittingPracticeModel,
  giftClaim: giftClaimModel,
  gradeFlow: gradeFlowModel,
  gradeFlowUpgrade: gradeUpgradeModel,
  login: loginModel,
  payment: paymentModel,
  promotion: promotionModel,
  register: registerModel,
  routeGuard: routeGuardModel,
  settingsAvatarUpload: avatarUploadModel,
  settingsBindPhone: bindPhoneModel,
  settingsChangePassword: changePasswordModel,
  settingsResetPassword: resetPasswordModel,
  shareSetup: shareSetupModel,
  shareSetupOutsideWeChat: shareSetupOutsideWeChatModel,
  sms: smsModel,
} satisfies Record<string, MachineModel>;
