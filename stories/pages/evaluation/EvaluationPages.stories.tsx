import '@/features/evaluation/texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ExercisesDetailView } from '@/pages/evaluation/exercisesDetail/ExercisesDetailPage';
import {
  EvaluationOrderView,
  type EvaluationOrder,
  type EvaluationOrderViewProps,
} from '@/pages/evaluation/orderDetail/EvaluationOrderView';
import { PaperListView } from '@/pages/evaluation/exerciseTestPaper/PaperListView';
import { SittingView, type SittingViewProps } from '@/pages/evaluation/exerciseTestPaper/SittingView';
import { ReportView } from '@/pages/evaluation/report/ReportView';
import { SignInView, type SignInViewProps } from '@/features/evaluation/SignIn';
import { SmsCodeButton, EVALUATION_SMS } from '@/flows/evaluation';
import { SmsStepView } from '@/pages/evaluation/login/SmsStepView';
import { ToastProvider } from '@/components/Toast';
import { onPage, pageParameters, states } from '../pageStory';
import { CLOSES_AT, sampleCourse } from '../../features/commerce/samples';
import { answerDetails, questions, report } from './samples';
import { href } from '@contract/addresses/href';

/** The evaluation area's views in each state a visitor meets, drawn at phone width by the layout. */
const meta = { title: 'Pages/Evaluation', decorators: [onPage], parameters: pageParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const signIn = (overrides: Partial<SignInViewProps>): SignInViewProps => ({
  method: 'password',
  context: { phone: '', password: '', captcha: '', code: '', agreed: true, error: null },
  submitting: false,
  captchaSrc: null,
  onRefreshCaptcha: fn(),
  onPhoneChange: fn(),
  onPasswordChange: fn(),
  onCaptchaChange: fn(),
  onCodeChange: fn(),
  onAgreementChange: fn(),
  onSubmit: fn(),
  ...overrides,
});

export const SignInPassword: Story = {
  render: () => <SignInView {...signIn({})} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('图形验证码')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '密码登录' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SignInRefused: Story = {
  render: () => (
    <SignInView
      {...signIn({
        context: { phone: '13700137000', password: 'x', captcha: '', code: '', agreed: true, error: '账号或密码错误' },
      })}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('账号或密码错误');
  },
};

export const SignInSubmitting: Story = { render: () => <SignInView {...signIn({ method: 'sms', submitting: true })} /> };
export const SignInWechat: Story = { render: () => <SignInView {...signIn({ method: 'wechat' })} /> };

/** /e/login after a right password from a device new to the account: the code goes to the account's phone. */
export const SignInSmsStep: Story = {
  render: () => (
    <ToastProvider>
      <SmsStepView
        context={{ phone: '13700137000', password: 'Passw0rd!', captcha: '', code: '', agreed: true, error: null }}
        submitting={false}
        onPhoneChange={fn()}
        onPasswordChange={fn()}
        onCaptchaChange={fn()}
        onCodeChange={fn()}
        onAgreementChange={fn()}
        onSubmit={fn()}
        codeAddon={<SmsCodeButton phone="13700137000" smsType={EVALUATION_SMS.login} onInvalidPhone={fn()} />}
        onBackToPassword={fn()}
      />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '短信安全验证' })).toBeVisible();
    await expect(canvas.getByText(/137\*\*\*\*7000/)).toBeVisible();
    await expect(canvas.getByLabelText('手机号')).toBeDisabled();
    await expect(canvas.getByLabelText('短信验证码')).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回密码登录' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '密码登录' })).toHaveAttribute('aria-current', 'page');
  },
};

const sitting = (overrides: Partial<SittingViewProps>): SittingViewProps => ({
  title: '初二数学学情诊断',
  questions,
  answers: { 1: 'A' },
  current: 0,
  layout: 'single',
  secondsLeft: 1190,
  mode: 'answering',
  unanswered: 2,
  error: null,
  send: fn(),
  ...overrides,
});

export const SittingAnswering: Story = {
  render: () => <SittingView {...sitting({})} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('19:50');
    await expect(canvas.getByRole('radio', { name: /^A\./ })).toBeChecked();
  },
};
export const SittingSheet: Story = { render: () => <SittingView {...sitting({ layout: 'sheet' })} /> };
export const SittingReviewing: Story = { render: () => <SittingView {...sitting({ mode: 'reviewing' })} /> };
export const SittingConfirming: Story = {
  render: () => <SittingView {...sitting({ mode: 'confirming' })} />,
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await expect(body).toHaveTextContent('还有 2 题未作答');
  },
};
export const SittingSubmitting: Story = { render: () => <SittingView {...sitting({ mode: 'submitting' })} /> };
export const SittingTimedOut: Story = { render: () => <SittingView {...sitting({ mode: 'timedOut', secondsLeft: 0 })} /> };
export const SittingFailed: Story = {
  render: () => <SittingView {...sitting({ mode: 'failed', error: '网络异常' })} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '重新交卷' })).toBeVisible();
  },
};

export const PaperList: Story = {
  render: () => (
    <PaperListView
      papers={states.ready([
        {
          id: 1,
          title: '初二数学学情诊断',
          subject: '数学',
          description: '覆盖分数、几何与数论的基础诊断',
          durationMin: 20,
          totalScore: 100,
          questionCount: 3,
          lastReportId: 12,
        },
      ])}
    />
  ),
};
export const PaperListEmpty: Story = { render: () => <PaperListView papers={states.ready([])} /> };
export const PaperListLoading: Story = { render: () => <PaperListView papers={states.loading} /> };

export const Report: Story = {
  render: () => <ReportView report={states.ready(report)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('比上次提高 34 分')).toBeVisible();
    await expect(canvas.getByRole('table', { hidden: true })).toBeInTheDocument();
  },
};
export const ReportFirstSitting: Story = {
  render: () => <ReportView report={states.ready({ ...report, previous: null, history: [] })} />,
};
export const ReportEmpty: Story = { render: () => <ReportView report={states.ready(null)} /> };
export const ReportLoading: Story = { render: () => <ReportView report={states.loading} /> };
export const ReportFailed: Story = { render: () => <ReportView report={states.failed} /> };

export const AnswerDetail: Story = {
  render: () => (
    <ExercisesDetailView
      answers={states.ready({
        reportId: 12,
        title: report.title,
        answers: answerDetails,
      })}
    />
  ),
};

const unpaidOrder: EvaluationOrder = {
  orderNo: 'XB20261125100500000012',
  status: 'unpaid',
  amount: 399,
  discount: 0,
  createdAt: '2026-11-25T10:00:00.000Z',
  paidAt: null,
  closesAt: CLOSES_AT,
  payChannel: null,
  shared: false,
  course: { ...sampleCourse, subtitle: '一次函数与二次函数的图像、性质与应用' },
  moreCourses: 0,
  receiver: null,
  payerPhone: null,
  shareId: null,
  refunds: [],
  remark: '',
  campaignChannel: null,
  canPay: true,
  canCancel: true,
  canChange: false,
  changedAt: null,
  history: [{ status: 'unpaid', note: '订单已创建，等待支付', at: '2026-11-25T10:00:00.000Z' }],
};
const evaluationOrder = (props: Partial<EvaluationOrderViewProps>) => (
  <EvaluationOrderView
    order={states.ready(unpaidOrder)}
    payment="waiting"
    paying={false}
    payFailure={null}
    onPay={fn()}
    {...props}
  />
);

export const OrderUnpaid: Story = {
  render: () => evaluationOrder({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '去支付 ¥399.00' })).toBeEnabled();
    await expect(canvas.getByText(/逾期订单自动关闭/)).toBeVisible();
  },
};
/** A course with printed material: where it is posted, the region before the street. */
export const OrderWithDelivery: Story = {
  render: () =>
    evaluationOrder({
      order: states.ready({
        ...unpaidOrder,
        receiver: { name: '林爸爸', phone: '13800000000', region: '广东省 深圳市 南山区', address: '科技园南区 8 栋 1 号' },
      }),
    }),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('receiver-address')).toHaveTextContent('广东省 深圳市 南山区 科技园南区 8 栋 1 号');
  },
};
export const OrderPaying: Story = { render: () => evaluationOrder({ paying: true }) };
export const OrderPayFailed: Story = { render: () => evaluationOrder({ payFailure: '支付通道暂时不可用，请稍后再试' }) };
export const OrderPaid: Story = {
  render: () => evaluationOrder({ payment: 'paid' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('付款成功，课程已开通')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去学习' })).toHaveAttribute('href', href.myCourseLogin());
    await expect(canvas.queryByRole('button', { name: /去支付/ })).toBeNull();
  },
};
export const OrderClosed: Story = {
  render: () =>
    evaluationOrder({ order: states.ready({ ...unpaidOrder, status: 'cancelled', closesAt: null }), payment: 'closed' }),
};
export const OrderLoading: Story = { render: () => evaluationOrder({ order: states.loading }) };
