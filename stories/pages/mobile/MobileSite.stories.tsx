import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { emptyLoginValues } from '@/features/account/LoginForm';
import { courseFilterRows } from '@/features/catalog/courseFilters';
import { MobileAboutView } from '@/pages/mobile/about/MobileAboutView';
import { CatalogPathsProvider, mobileCatalogPaths } from '@/features/catalog/paths';
import { MobileCourseDetailView } from '@/pages/mobile/course/MobileCourseDetailView';
import { MobileCourseSystemView } from '@/pages/mobile/course/MobileCourseSystemView';
import { MobileTrialLessonView } from '@/pages/mobile/course/MobileTrialLessonView';
import { MobileDownloadView } from '@/pages/mobile/download/MobileDownloadView';
import { readyGiftOffer } from '../../fixtures/giftOffer';
import { MobileGiftView, type GiftFormValues, type MobileGiftViewProps } from '@/pages/mobile/gift/MobileGiftView';
import { MobileHomeView, type MobileHomeViewProps } from '@/pages/mobile/home/MobileHomeView';
import { MobileLoginView } from '@/pages/mobile/login/MobileLoginView';
import { agreementLinks, captchaSrc, studentPhone } from '../../features/account/fixtures';
import { homeStages } from '../../features/home/homeFixtures';
import { api } from '../../fixtures/api';
import { onPage, pageParameters } from '../pageStory';
import { href } from '@contract/addresses/href';

/** The mobile site's views (/m), drawn at phone width. */
const meta = {
  title: 'Pages/Mobile/Site',
  decorators: [onPage],
  parameters: pageParameters,
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const home: MobileHomeViewProps = {
  banners: ready(api.banners.list),
  bannerInterval: 0,
  stages: ready(homeStages),
  headline: ready({ ...api.headlineCourses, list: api.headlineCourses.list.slice(0, 4) }),
  stage: 'junior',
  onStageChange: fn(),
  stageCourses: ready({ ...api.gradeCourses, list: api.gradeCourses.list.slice(0, 4) }),
  tutors: ready(api.tutors.list.slice(0, 4)),
  news: ready(api.news.list.slice(0, 3)),
  praise: ready(api.praise.list.slice(0, 3)),
  onAdviser: fn(),
};

export const Home: Story = {
  render: () => <MobileHomeView {...home} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '初二' })).toHaveAttribute(
      'href',
      expect.stringContaining('/m/course?gradeId='),
    );
    const firstCourse = api.headlineCourses.list[0]!;
    await expect(canvas.getAllByRole('link', { name: firstCourse.title })[0]).toHaveAttribute(
      'href',
      href.mobileCourse({ courseId: firstCourse.id }),
    );
    await expect(canvas.getByRole('link', { name: /新人礼包/ })).toHaveAttribute('href', '/m/gift');
    await expect(canvas.getByRole('link', { name: /下载学伴 App/ })).toHaveAttribute('href', '/m/download');
  },
};
export const HomeLoading: Story = {
  render: () => (
    <MobileHomeView
      {...home}
      banners={loading}
      stages={loading}
      headline={loading}
      stageCourses={loading}
      tutors={loading}
      news={loading}
      praise={loading}
    />
  ),
};
export const HomeEmpty: Story = {
  render: () => (
    <MobileHomeView
      {...home}
      banners={ready([])}
      headline={ready({ list: [], total: 0, page: 1, size: 4 })}
      stageCourses={ready({ list: [], total: 0, page: 1, size: 4 })}
      tutors={ready([])}
      news={ready([])}
      praise={ready([])}
    />
  ),
};
export const HomeLoadFailed: Story = {
  render: () => (
    <MobileHomeView
      {...home}
      banners={failed()}
      stages={failed()}
      headline={failed()}
      stageCourses={failed()}
      tutors={failed()}
      news={failed()}
      praise={failed()}
    />
  ),
};

const filters = ready(courseFilterRows(api.basicData, { stage: 'junior', gradeId: 8, categoryId: null }, '全部', '/m/course'));

export const CourseSystem: Story = {
  render: () => (
    <MobileCourseSystemView filters={filters} courses={ready(api.gradeCourses)} choiceLabel="初二" onPageChange={fn()} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '初二' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: '初三' })).toHaveAttribute('href', expect.stringMatching(/^\/m\/course\?/));
  },
};
export const CourseSystemLoading: Story = {
  render: () => <MobileCourseSystemView filters={loading} courses={loading} choiceLabel={null} onPageChange={fn()} />,
};
export const CourseSystemEmpty: Story = {
  render: () => (
    <MobileCourseSystemView
      filters={filters}
      courses={ready({ list: [], total: 0, page: 1, size: 10 })}
      choiceLabel="初二"
      onPageChange={fn()}
    />
  ),
};

function Detail({
  notFound = false,
  course = ready(api.course),
}: {
  notFound?: boolean;
  course?: typeof loading | ReturnType<typeof ready<typeof api.course>>;
}) {
  const [open, setOpen] = useState([api.chapters.list[0]!.id]);
  return (
    <CatalogPathsProvider paths={mobileCatalogPaths}>
      <MobileCourseDetailView
        course={course}
        notFound={notFound}
        chapters={ready(api.chapters.list)}
        outline={{
          openChapters: open,
          lessonsOf: () => ready(api.chapterClasses.list),
          onToggle: (id) =>
            setOpen((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id])),
        }}
        related={ready(api.courseInformation.related)}
      />
    </CatalogPathsProvider>
  );
}

export const CourseDetail: Story = {
  render: () => <Detail />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: api.course.title })).toBeVisible();
    const trial = api.chapterClasses.list.find((lesson) => lesson.isTrial);
    if (trial)
      await expect(canvas.getByRole('link', { name: trial.title })).toHaveAttribute(
        'href',
        href.mobileTrialLesson({ classId: trial.id }),
      );
  },
};
export const CourseDetailLoading: Story = { render: () => <Detail course={loading} /> };
export const CourseNotFound: Story = { render: () => <Detail notFound /> };

export const TrialLessonNeedsLogin: Story = {
  render: () => (
    <MobileTrialLessonView state={{ kind: 'needsLogin', loginTo: '/m/login?redirect=%2Fm%2Fcourse%3FclassId%3D1' }} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '登录试看' })).toHaveAttribute(
      'href',
      expect.stringContaining('/m/login?redirect='),
    );
  },
};
export const TrialLesson: Story = {
  render: () => (
    <MobileTrialLessonView
      state={{
        kind: 'lesson',
        lesson: ready({
          classId: 1,
          courseId: api.course.id,
          title: '1.1 单韵母与四声：趣味导入',
          videoUrl: '',
          posterUrl: '',
          durationSec: 540,
        }),
      }}
    />
  ),
};
export const TrialLessonRefused: Story = {
  render: () => <MobileTrialLessonView state={{ kind: 'refused', message: '购买课程后才能观看这节课' }} />,
};

const contact = ready({
  companyName: api.basicData.companyName,
  companyAddress: api.basicData.companyAddress,
  customerServicePhone: api.basicData.customerServicePhone,
  customerServiceHours: api.basicData.customerServiceHours,
});

export const About: Story = {
  render: () => <MobileAboutView page={ready(api.sitePages['contact-us']!)} contact={contact} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '拨打客服电话' })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  },
};
export const AboutLoading: Story = { render: () => <MobileAboutView page={loading} contact={loading} /> };

const loginForm = {
  values: emptyLoginValues,
  onValuesChange: fn(),
  onSubmit: fn(),
  captchaSrc,
  onRefreshCaptcha: fn(),
  onForgotPassword: fn(),
  ...agreementLinks,
};
const smsStep = {
  phone: studentPhone,
  code: '',
  onCodeChange: fn(),
  secondsLeft: 0,
  sending: false,
  onSendCode: fn(),
  onVerify: fn(),
  onBack: fn(),
};

const onRegister = fn();
export const Login: Story = {
  render: () => <MobileLoginView step="login" login={loginForm} sms={smsStep} continuingAs={null} onRegister={onRegister} />,
  play: async ({ canvas }) => {
    onRegister.mockClear();
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveAttribute('inputmode', 'numeric');
    const register = canvas.getByRole('link', { name: '还没有账号？去注册' });
    await expect(register).toHaveAttribute('href', '/register');
    await userEvent.click(register);
    await expect(onRegister).toHaveBeenCalledOnce();
    // The picture shows the page at rest, not the link under the pointer.
    await userEvent.unhover(register);
    register.blur();
  },
};
export const LoginSmsStep: Story = {
  render: () => (
    <MobileLoginView step="sms" login={loginForm} sms={{ ...smsStep, secondsLeft: 42 }} continuingAs={null} onRegister={fn()} />
  ),
};
export const LoginContinuing: Story = {
  render: () => <MobileLoginView step="login" login={loginForm} sms={smsStep} continuingAs="测试同学" onRegister={fn()} />,
};

function Gift(props: Partial<MobileGiftViewProps>) {
  const [values, setValues] = useState<GiftFormValues>({ phone: '', captcha: '', code: '' });
  return (
    <MobileGiftView
      offer={readyGiftOffer()}
      values={values}
      onValuesChange={setValues}
      problems={{}}
      captchaSrc={captchaSrc}
      onRefreshCaptcha={fn()}
      secondsLeft={0}
      sending={false}
      onSendCode={fn()}
      claiming={false}
      onClaim={fn()}
      serverError={null}
      claimedFor={null}
      loggedIn={false}
      {...props}
    />
  );
}

export const GiftForm: Story = {
  render: () => <Gift />,
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: '手机号' });
    await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    await userEvent.type(phone, '１３８abc00138000');
    await expect(phone).toHaveValue('13800138000');
    await expect(canvas.getByRole('textbox', { name: '短信验证码' })).toHaveAttribute('autocomplete', 'one-time-code');
  },
};
export const GiftProblems: Story = {
  render: () => (
    <Gift
      problems={{ phone: '请输入正确的 11 位手机号', captcha: '请输入图形验证码' }}
      secondsLeft={37}
      serverError="该手机号已于 2026-11-20 领取过礼包，每个手机号只能领取一次"
    />
  ),
};
export const GiftClaimed: Story = { render: () => <Gift claimedFor="13800138000" loggedIn /> };
export const GiftLoading: Story = { render: () => <Gift offer={{ status: 'loading' }} /> };
export const GiftEnded: Story = {
  render: () => <Gift offer={readyGiftOffer({ heading: '春季新人礼包', items: ['知识点手册', '2 节试看课'], open: false })} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '活动已结束' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '手机号' })).toBeNull();
  },
};

const links = ready(api.basicData.appDownload);
export const DownloadOnIPhone: Story = {
  render: () => (
    <MobileDownloadView
      links={links}
      platform="ios"
      inWeChat={false}
      desktop={false}
      pageUrl="http://localhost:8080/m/download"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-store-link]')).toHaveAttribute('data-store-link', 'ios');
  },
};
export const DownloadOnAndroidInWeChat: Story = {
  render: () => (
    <MobileDownloadView links={links} platform="android" inWeChat desktop={false} pageUrl="http://localhost:8080/m/download" />
  ),
};
export const DownloadOnDesktop: Story = {
  render: () => (
    <MobileDownloadView links={links} platform="other" inWeChat={false} desktop pageUrl="http://localhost:8080/m/download" />
  ),
};
export const DownloadBeforeLaunch: Story = {
  render: () => (
    <MobileDownloadView
      links={ready({ ...api.basicData.appDownload, iosUrl: '', androidUrl: '' })}
      platform="ios"
      inWeChat={false}
      desktop={false}
      pageUrl="http://localhost:8080/m/download"
    />
  ),
};
export const DownloadLoading: Story = {
  render: () => (
    <MobileDownloadView
      links={loading}
      platform="ios"
      inWeChat={false}
      desktop={false}
      pageUrl="http://localhost:8080/m/download"
    />
  ),
};
