import type { Meta, StoryObj } from '@storybook/react-vite';
import { createActor, fromPromise, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate';
import { expect, userEvent, waitFor as eventually, within } from 'storybook/test';
import { Notice } from '@/components/Notice';
import { LoginDialog } from '@/app/overlays/LoginDialog';
import { loginMachine, type LoginAnswer, type LoginMachine, type RememberedLogin, type VerifySmsAnswer } from '@machines/login';
import {
  smsCountdownMachine,
  type GetSignsAnswer,
  type GetSignsInput,
  type SendCodeAnswer,
  type SendCodeInput,
} from '@machines/sms';
import { StoryLink } from '../components/storyKit';
import { captchaImage, studentPhone } from '../features/account/fixtures';

/*
 * The login dialog as the app draws it, in each state of the login flow (machines/login). Every story
 * runs the real machine to its state with stand-in server answers; time is simulated, so the countdown
 * stays where the story left it.
 */

type Step = (login: ActorRefFrom<LoginMachine>) => Promise<void> | void;

interface Answers {
  login?: () => Promise<LoginAnswer>;
  verify?: () => Promise<VerifySmsAnswer>;
  recall?: () => Promise<RememberedLogin | null>;
}

const never = <T,>() => new Promise<T>(() => undefined);
const student = { rsNo: 'RS1001', name: '李同学', isSetClass: 2, isClassUpgrade: 2 } as const;
const smsCheck: LoginAnswer = { status: 1, message: '', appData: { UserNotOnSmsWhiteList: true, mobilePhone: studentPhone } };

async function startFlow(answers: Answers, steps: Step[]) {
  const sms = smsCountdownMachine.provide({
    actors: {
      getSigns: fromPromise<GetSignsAnswer, GetSignsInput>(async () => ({
        status: 1,
        message: '',
        appData: { signsCode: 's', t: '0', signs: 'x', whetherCaptcha: false },
      })),
      sendCode: fromPromise<SendCodeAnswer, SendCodeInput>(async () => ({ status: 1, message: '', appData: {} })),
    },
  });
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise(answers.login ?? never<LoginAnswer>),
      verifySms: fromPromise(answers.verify ?? never<VerifySmsAnswer>),
      recallLogin: fromPromise(answers.recall ?? (async () => null)),
      smsCountdown: sms,
    },
  });
  const login = createActor(machine, { input: { captchaSeed: 'story' }, clock: new SimulatedClock() });
  login.start();
  for (const step of steps) await step(login);
  return login;
}

const fill: Step = (login) => {
  login.send({ type: 'user.accountChanged', value: studentPhone });
  login.send({ type: 'user.passwordChanged', value: 'Demo@2026' });
  login.send({ type: 'user.captchaChanged', value: '7Kp3' });
};
const submit: Step = (login) => login.send({ type: 'user.submit' });
const reach =
  (tag: Parameters<ReturnType<ActorRefFrom<LoginMachine>['getSnapshot']>['hasTag']>[0]): Step =>
  async (login) => {
    await waitFor(login, (snapshot) => snapshot.hasTag(tag));
  };

function LoginFlowStory({ login }: { login: ActorRefFrom<LoginMachine> }) {
  const loggedIn = login.getSnapshot().hasTag('loggedIn');
  return (
    <>
      {loggedIn && (
        <div style={{ padding: 24, maxWidth: 480 }}>
          <Notice tone="success" title="已登录" message={`${student.name}，欢迎回来`} />
        </div>
      )}
      <LoginDialog
        open={!loggedIn}
        onClose={() => undefined}
        login={login}
        captchaSrc={(id) => captchaImage(id.slice(-4).toUpperCase())}
        LinkComponent={StoryLink}
      />
    </>
  );
}

const meta = {
  title: 'Account/LoginFlow',
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => <LoginFlowStory login={loaded.login as ActorRefFrom<LoginMachine>} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const flow = (answers: Answers, ...steps: Step[]) => [async () => ({ login: await startFlow(answers, steps) })];
const dialog = (canvas: HTMLElement, name: string | RegExp) => within(canvas.ownerDocument.body).findByRole('dialog', { name });

export const Empty: Story = {
  loaders: flow({}),
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement, '欢迎登录学伴在线');
    await expect(within(form).getByRole('button', { name: '登录' })).toBeDisabled();
  },
};

export const Filling: Story = {
  loaders: flow({}, (login) => login.send({ type: 'user.accountChanged', value: '138001' })),
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement, '欢迎登录学伴在线');
    await expect(within(form).getByLabelText('手机号')).toHaveValue('138001');
    await expect(within(form).getByRole('button', { name: '登录' })).toBeDisabled();
  },
};

export const Ready: Story = {
  loaders: flow({}, fill),
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement, '欢迎登录学伴在线');
    await expect(within(form).getByRole('button', { name: '登录' })).toBeEnabled();
  },
};

/** Submitting with the agreement unticked: the warning over the form. */
export const AgreementUnticked: Story = {
  loaders: flow({}, fill, (login) => login.send({ type: 'user.agreementChanged', agreed: false })),
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement, '欢迎登录学伴在线');
    await userEvent.click(within(form).getByRole('button', { name: '登录' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog')).toHaveTextContent('请阅读用户协议并勾选同意');
  },
};

export const ForgotPassword: Story = {
  loaders: flow({}),
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement, '欢迎登录学伴在线');
    await userEvent.click(within(form).getByRole('button', { name: /忘记密码/ }));
    const body = within(canvasElement.ownerDocument.body);
    const hint = await body.findByText(/联系客服/);
    await eventually(() => expect(hint).toBeVisible());
  },
};

/** Opened again after a login with "记住密码" ticked: account and password filled, the password masked. */
export const Remembered: Story = {
  loaders: flow(
    { recall: async () => ({ account: studentPhone, password: 'Demo@2026' }) },
    (login) => login.send({ type: 'user.close' }),
    (login) => login.send({ type: 'user.open' }),
    async (login) => {
      await waitFor(login, (snapshot) => snapshot.matches({ editing: 'filling' }));
    },
  ),
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement, '欢迎登录学伴在线');
    await expect(within(form).getByLabelText('手机号')).toHaveValue(studentPhone);
    await expect(within(form).getByLabelText('密码')).toHaveAttribute('type', 'password');
    await expect(within(form).getByRole('checkbox', { name: '记住密码' })).toBeChecked();
  },
};

export const Submitting: Story = {
  loaders: flow({}, fill, submit),
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement, '欢迎登录学伴在线');
    await expect(within(form).getByRole('button', { name: /登录/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  loaders: flow(
    { login: async () => ({ status: 0, message: '账号或密码错误', appData: null }) },
    fill,
    submit,
    reach('serverError'),
  ),
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement, '欢迎登录学伴在线');
    await eventually(() => expect(within(form).getByText('账号或密码错误')).toBeVisible());
    await expect(within(form).getByLabelText('图形验证码')).toHaveValue('');
  },
};

export const SmsStep: Story = {
  loaders: flow({ login: async () => smsCheck }, fill, submit, reach('smsStep')),
  play: async ({ canvasElement }) => {
    const check = await dialog(canvasElement, '短信安全验证');
    await expect(check).toHaveTextContent(`${studentPhone.slice(0, 3)}****${studentPhone.slice(-4)}`);
    await expect(within(check).getByRole('button', { name: '立即验证' })).toBeDisabled();
  },
};

export const CountingDown: Story = {
  loaders: flow(
    { login: async () => smsCheck },
    fill,
    submit,
    reach('smsStep'),
    (login) => login.send({ type: 'user.sendCode' }),
    reach('countingDown'),
  ),
  play: async ({ canvasElement }) => {
    const check = await dialog(canvasElement, '短信安全验证');
    await expect(within(check).getByRole('button', { name: /60/ })).toBeDisabled();
  },
};

export const Verifying: Story = {
  loaders: flow(
    { login: async () => smsCheck },
    fill,
    submit,
    reach('smsStep'),
    (login) => login.send({ type: 'user.sendCode' }),
    reach('countingDown'),
    (login) => login.send({ type: 'user.smsCodeChanged', value: '246810' }),
    (login) => login.send({ type: 'user.verify' }),
  ),
  play: async ({ canvasElement }) => {
    const check = await dialog(canvasElement, '短信安全验证');
    await expect(within(check).getByLabelText('短信验证码')).toHaveValue('246810');
    await expect(within(check).getByRole('button', { name: /验证/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoggedIn: Story = {
  loaders: flow(
    { login: async () => ({ status: 1, message: '', appData: { userInfo: student, token: 'token-1' } }) },
    fill,
    submit,
    reach('loggedIn'),
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('李同学，欢迎回来')).toBeVisible();
  },
};
