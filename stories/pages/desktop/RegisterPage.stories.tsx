import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { RegisterView } from '@/pages/desktop/register/RegisterView';
import type { AppUser } from '@machines/app';
import { registerMachine, type RegisterAnswer, type RegisterMachine } from '@machines/register';
import { smsCountdownMachine, type GetSignsAnswer, type SendCodeAnswer } from '@machines/sms';
import { StoryLink } from '../../components/storyKit';
import { captchaImage, studentPhone } from '../../features/account/fixtures';

/** A call that never answers: the flow stays in the state waiting for it. */
const never = <T,>() => new Promise<T>(() => undefined);

interface StoryCalls {
  getSigns?: () => Promise<GetSignsAnswer>;
  sendCode?: () => Promise<SendCodeAnswer>;
  register?: () => Promise<RegisterAnswer>;
}

const newStudent: AppUser = { rsNo: 'RS20260002', name: '学员5678', phone: studentPhone, isSetClass: 1, isClassUpgrade: 2 };
const signs = { signsCode: 'SC', t: '1767225600000', signs: 'f00d' };
const answered = {
  signs: async (): Promise<GetSignsAnswer> => ({ status: 1, message: '', appData: signs }),
  signsWithCaptcha: async (): Promise<GetSignsAnswer> => ({
    status: 1,
    message: '',
    appData: { ...signs, whetherCaptcha: true },
  }),
  sent: async (): Promise<SendCodeAnswer> => ({ status: 1, message: '验证码已发送，请注意查收', appData: {} }),
  captchaWrong: async (): Promise<SendCodeAnswer> => ({
    status: 0,
    message: '图形验证码错误，请重新输入',
    appData: { whetherCaptcha: true },
  }),
  refused: async (): Promise<RegisterAnswer> => ({ status: 0, message: '验证码错误，还可尝试 4 次', appData: null }),
  registered: async (): Promise<RegisterAnswer> => ({
    status: 1,
    message: '注册成功',
    appData: { userInfo: newStudent, token: 'story-token' },
  }),
};

type RegisterActor = ActorRefFrom<RegisterMachine>;

/** The registration flow with the server's answers of a story; the countdown holds still for the screenshots. */
function storyMachine(calls: StoryCalls) {
  return registerMachine.provide({
    actors: {
      register: fromPromise(() => (calls.register ?? never)()),
      smsCountdown: smsCountdownMachine.provide({
        actors: {
          getSigns: fromPromise(() => (calls.getSigns ?? never)()),
          sendCode: fromPromise(() => (calls.sendCode ?? never)()),
        },
        delays: { secondTick: 24 * 60 * 60 * 1000 },
      }),
    },
  });
}

/** One picture per id and version, as the captcha endpoint would draw. */
const captchaSrc = (captchaId: string, version: number) =>
  captchaImage(captchaId.endsWith('-1') && version === 0 ? '7Kp3' : 'Xa9m');

function typePhoneAndCaptcha(actor: RegisterActor) {
  actor.send({ type: 'user.phoneChanged', value: studentPhone });
  actor.send({ type: 'user.captchaChanged', value: '7Kp3' });
}

function fillForm(actor: RegisterActor) {
  typePhoneAndCaptcha(actor);
  actor.send({ type: 'user.smsCodeChanged', value: '482913' });
  actor.send({ type: 'user.passwordChanged', value: 'xueban2024' });
  actor.send({ type: 'user.confirmPasswordChanged', value: 'xueban2024' });
}

interface RegisterStoryProps {
  calls: StoryCalls;
  /** Brings the flow to the state the story shows, as the user's events would. */
  prepare?: (actor: RegisterActor) => void;
  loggedIn: boolean;
  onLogin: () => void;
}

function RegisterStory({ calls, prepare, loggedIn, onLogin }: RegisterStoryProps) {
  const machine = useMemo(() => storyMachine(calls), [calls]);
  const register = useActorRef(machine, { input: { captchaSeed: 'story' } });
  const prepared = useRef(false);
  useEffect(() => {
    if (prepared.current) return;
    prepared.current = true;
    prepare?.(register);
  }, [prepare, register]);
  return (
    <RegisterView
      register={register}
      captchaSrc={captchaSrc}
      loggedIn={loggedIn}
      onLogin={onLogin}
      homePath="/home"
      LinkComponent={StoryLink}
    />
  );
}

const documentOf = (element: HTMLElement) => within(element.ownerDocument.body);

const meta = {
  title: 'Account/RegisterPage',
  component: RegisterStory,
  parameters: { layout: 'fullscreen' },
  args: { calls: {}, loggedIn: false, onLogin: fn() },
  argTypes: { calls: { control: false }, prepare: { control: false } },
} satisfies Meta<typeof RegisterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** register.active.form.editing.filling with code.ready: the empty form beside the welcome panel. */
export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '注册学伴在线' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '注册后你可以' })).toBeVisible();
    await step('a code needs the phone and the image captcha', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
      await expect(canvas.getByLabelText('手机号')).toHaveAccessibleDescription('请输入手机号');
      await expect(canvas.getByLabelText('图形验证码')).toHaveAccessibleDescription('请输入图形验证码');
    });
    await step('typing fixes the field and its message goes', async () => {
      await userEvent.type(canvas.getByLabelText('手机号'), '138 1234 5678');
      await expect(canvas.getByLabelText('手机号')).toHaveValue(studentPhone);
      await expect(canvas.getByLabelText('手机号')).not.toHaveAccessibleDescription('请输入手机号');
    });
    await step('"log in" opens the login dialog', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '去登录' }));
      await expect(args.onLogin).toHaveBeenCalledOnce();
    });
  },
};

/** Submitting an empty, unticked form: every field says what it needs, no warning over the form. */
export const FieldErrors: Story = {
  args: {
    prepare: (actor) => {
      actor.send({ type: 'user.agreementChanged', agreed: false });
      actor.send({
        type: 'user.submit',
        errors: {
          phone: 'account.register.errors.phoneRequired',
          smsCode: 'account.register.errors.smsCodeRequired',
          password: 'account.register.errors.passwordRequired',
          confirmPassword: 'account.register.errors.confirmRequired',
          agreement: 'account.register.errors.agreementRequired',
        },
      });
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('设置密码')).toHaveAccessibleDescription(/请设置密码/);
    await expect(canvas.getByRole('checkbox', { name: /我已阅读并同意/ })).toHaveAccessibleDescription(
      '请阅读用户协议并勾选同意',
    );
    await expect(documentOf(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** register.active.code.sending: the code button waits for the server. */
export const SendingCode: Story = {
  args: {
    prepare: (actor) => {
      typePhoneAndCaptcha(actor);
      actor.send({ type: 'user.sendCode', errors: {} });
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /获取验证码/ })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** register.active.code.countingDown: a code went out; another may be asked for in 60 s. */
export const CountingDown: Story = {
  args: {
    calls: { getSigns: answered.signs, sendCode: answered.sent },
    prepare: (actor) => {
      typePhoneAndCaptcha(actor);
      actor.send({ type: 'user.sendCode', errors: {} });
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '60秒后重新发送' })).toBeDisabled();
  },
};

/** register.active.code.captchaRequired: the captcha sent with the request was wrong; a new picture to answer. */
export const SmsCaptchaRequired: Story = {
  args: {
    calls: { getSigns: answered.signsWithCaptcha, sendCode: answered.captchaWrong },
    prepare: (actor) => {
      typePhoneAndCaptcha(actor);
      actor.send({ type: 'user.sendCode', errors: {} });
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('图形验证码错误，请重新输入');
    await expect(canvas.getByLabelText('图形验证码')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

/** register.active.form.agreementWarning: everything filled but the agreement unticked. */
export const AgreementWarning: Story = {
  args: {
    prepare: (actor) => {
      fillForm(actor);
      actor.send({ type: 'user.agreementChanged', agreed: false });
      actor.send({ type: 'user.submit', errors: { agreement: 'account.register.errors.agreementRequired' } });
    },
  },
  play: async ({ canvasElement }) => {
    const warning = await documentOf(canvasElement).findByRole('alertdialog');
    await expect(warning).toHaveTextContent('请阅读用户协议并勾选同意');
    await expect(within(warning).getByRole('button', { name: '确定' })).toBeEnabled();
  },
};

/** register.active.form.submitting: the form is on its way; a second press sends nothing. */
export const Submitting: Story = {
  args: {
    prepare: (actor) => {
      fillForm(actor);
      actor.send({ type: 'user.submit', errors: {} });
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /注册/ })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** register.active.form.editing.serverError: the server refused; its message above the form, a new captcha. */
export const ServerError: Story = {
  args: {
    calls: { register: answered.refused },
    prepare: (actor) => {
      fillForm(actor);
      actor.send({ type: 'user.submit', errors: {} });
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证码错误，还可尝试 4 次');
    await expect(canvas.getByLabelText('图形验证码')).toHaveValue('');
    await userEvent.clear(canvas.getByLabelText('短信验证码'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** register.registered: the app logs the new user in and leaves for the home page. */
export const Registered: Story = {
  args: {
    calls: { register: answered.registered },
    prepare: (actor) => {
      fillForm(actor);
      actor.send({ type: 'user.submit', errors: {} });
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '注册成功' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** Someone is logged in already: no form, a way home. */
export const AlreadyLoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '你已登录' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    prepare: (actor) => {
      actor.send({ type: 'user.phoneChanged', value: studentPhone });
      actor.send({ type: 'user.passwordChanged', value: 'xueban2024' });
      actor.send({ type: 'user.confirmPasswordChanged', value: 'xueban2025' });
      actor.send({
        type: 'user.submit',
        errors: {
          smsCode: 'account.register.errors.smsCodeRequired',
          confirmPassword: 'account.register.errors.confirmMismatch',
        },
      });
    },
  },
};
