import '@/features/campaign/texts';
import '@/features/commerce/texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { FreeCourseHomeView } from '@/pages/campaign/freeCourse/FreeCourseHomeView';
import { FreeCourseWatchView } from '@/pages/campaign/freeCourse/FreeCourseWatchView';
import { LiveSignupIndexView } from '@/pages/campaign/liveSignup/LiveSignupIndexView';
import { LiveSignupPaymentView, type LiveSignupPaymentViewProps } from '@/pages/campaign/liveSignup/LiveSignupPaymentView';
import { MyCourseIndexView } from '@/pages/campaign/myCourse/MyCourseIndexView';
import { SimglePageView } from '@/pages/campaign/simglePage/SimglePageView';
import { liveClass, liveClasses, NOW, trialGrades, trialOffer } from '../../features/campaign/samples';
import { onPage, pageParameters } from '../pageStory';

/** The campaign funnels at phone width: live sign-up per channel, the free trial, my courses, the article. */
const meta = {
  title: 'Pages/Campaign',
  decorators: [
    onPage,
    (Story) => (
      <div style={{ maxWidth: 375, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  parameters: pageParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const index = (list: Parameters<typeof LiveSignupIndexView>[0]['list']) => (
  <LiveSignupIndexView channel="tiktok" list={list} now={NOW} busyId={null} onSignUp={fn()} />
);
export const LiveSignup: Story = {
  render: () => index(ready({ list: liveClasses })),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('来自抖音的专属报名通道')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};
export const LiveSignupEmpty: Story = { render: () => index(ready({ list: [] })) };
export const LiveSignupLoading: Story = { render: () => index(loading) };
export const LiveSignupFailed: Story = { render: () => index(failed()) };

const payment = (props: Partial<LiveSignupPaymentViewProps>) => (
  <LiveSignupPaymentView
    channel="headlines"
    live={ready({ ...liveClass, signedUp: true, courseTitle: '初二数学函数专题', listPrice: 380, discount: 81 })}
    indexPath="/liveSignupHeadlines/index"
    method={null}
    methodError={null}
    onMethod={fn()}
    submitting={false}
    failure={null}
    onSubmit={fn()}
    order={null}
    payment={null}
    status={{ view: 'waiting', failure: null, retrying: false }}
    onOpened={fn()}
    onPayAgain={fn()}
    onCheckAgain={fn()}
    {...props}
  />
);
export const LivePaymentForm: Story = {
  render: () => payment({}),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('今日头条直播报名')).toBeVisible();
    // The server's breakdown: 原价 − 优惠 = 实付.
    await expect(canvas.getByText('优惠')).toBeVisible();
  },
};
export const LivePaymentMethodMissing: Story = { render: () => payment({ methodError: '请选择支付方式' }) };
const started = { kind: 'redirect' as const, url: '#', openUrl: null, amount: 299, provider: 'sandbox' };
export const LivePaymentWaiting: Story = {
  render: () => payment({ method: 'alipay', order: { orderNo: 'XB20261125100000000001', amount: 299 }, payment: ready(started) }),
};
export const LivePaymentPaid: Story = {
  render: () =>
    payment({
      method: 'alipay',
      order: { orderNo: 'XB20261125100000000001', amount: 299 },
      payment: ready(started),
      status: { view: 'paid', failure: null, retrying: false },
    }),
};
/** Inside WeChat, after the payer closed WeChat's payment sheet: a note, and the button to open it again. */
const wechatPay = fn();
export const LivePaymentInWechatCancelled: Story = {
  render: () =>
    payment({
      method: 'weixin',
      order: { orderNo: 'XB20261125100000000001', amount: 299 },
      notice: '已取消微信支付，可以重新支付或换一种付款方式',
      onWechatPay: wechatPay,
    }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已取消微信支付，可以重新支付或换一种付款方式')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '微信支付 ¥299.00' }));
    await expect(wechatPay).toHaveBeenCalled();
    // The shot is of the page, not of where the focus was left.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
export const LivePaymentNotFound: Story = { render: () => payment({ live: ready(null) }) };
export const LivePaymentLoading: Story = { render: () => payment({ live: loading }) };

const sms = { secondsLeft: 0, sending: false, captchaRequired: false, captcha: '', captchaSrc: null };
const claimForm = {
  phone: '',
  code: '',
  errors: {},
  sms,
  submitting: false,
  failure: null,
  onPhoneChange: fn(),
  onCodeChange: fn(),
  onCaptchaChange: fn(),
  onRefreshCaptcha: fn(),
  onSendCode: fn(),
  onSubmit: fn(),
};
export const FreeCourseHome: Story = {
  render: () => (
    <FreeCourseHomeView
      offers={ready({ grades: trialGrades })}
      selected={11}
      selectError={null}
      onSelect={fn()}
      form={claimForm}
    />
  ),
};
export const FreeCourseHomeNothingChosen: Story = {
  render: () => (
    <FreeCourseHomeView
      offers={ready({ grades: trialGrades })}
      selected={null}
      selectError="请先选择一门课程"
      onSelect={fn()}
      form={{ ...claimForm, errors: { phone: '请输入 11 位手机号', code: '请输入短信验证码' } }}
    />
  ),
};
export const FreeCourseHomeEmpty: Story = {
  render: () => (
    <FreeCourseHomeView offers={ready({ grades: [] })} selected={null} selectError={null} onSelect={fn()} form={claimForm} />
  ),
};
export const FreeCourseHomeLoading: Story = {
  render: () => <FreeCourseHomeView offers={loading} selected={null} selectError={null} onSelect={fn()} form={claimForm} />,
};

const trial = {
  course: { courseId: trialOffer.courseId, title: trialOffer.title, teacherName: trialOffer.teacherName },
  lessons: [
    { classId: 1, title: '第 1 课 单韵母', durationSec: 900, videoUrl: '', posterUrl: '' },
    { classId: 2, title: '第 2 课 声母 b p m f', durationSec: 840, videoUrl: '', posterUrl: '' },
  ],
  upgrade: { courseId: 30, title: '一年级语文同步精讲', price: 299 },
};
export const FreeCourseWatch: Story = {
  render: () => (
    <FreeCourseWatchView trial={ready(trial)} notClaimed={false} current={0} ended={false} onLesson={fn()} onLessonEnded={fn()} />
  ),
};
export const FreeCourseWatchEnded: Story = {
  render: () => (
    <FreeCourseWatchView trial={ready(trial)} notClaimed={false} current={1} ended onLesson={fn()} onLessonEnded={fn()} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('试看已结束')).toBeVisible();
  },
};
export const FreeCourseWatchNotClaimed: Story = {
  render: () => <FreeCourseWatchView trial={loading} notClaimed current={0} ended={false} onLesson={fn()} onLessonEnded={fn()} />,
};

const owned = {
  courseId: 30,
  title: '一年级语文同步精讲',
  coverUrl: '',
  teacherName: '韩雪梅',
  lessonCount: 24,
};
export const MyCourses: Story = { render: () => <MyCourseIndexView courses={ready({ list: [owned] })} /> };
export const MyCoursesEmpty: Story = { render: () => <MyCourseIndexView courses={ready({ list: [] })} /> };
export const MyCoursesFailed: Story = { render: () => <MyCourseIndexView courses={failed()} /> };

export const Article: Story = {
  render: () => <SimglePageView shareState="shared" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('家长必读');
  },
};
