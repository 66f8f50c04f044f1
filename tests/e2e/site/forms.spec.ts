import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { CAPTCHA_ANSWER, freshPhone } from '../account/accounts';
import { PNG as PNG_BYTES, XLS } from '../../server/support/uploadFiles';
import { DESKTOP } from './site';

test.use({ viewport: DESKTOP });

/** A 1×1 PNG, checked by its bytes on the server like any screenshot. */
const PNG = Buffer.from(PNG_BYTES);
/** A one-page PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Staff's key to private uploads, as scripts/e2e-server.ts starts the server. */
const STAFF = { authorization: 'Bearer e2e-private-files-token' };

/** Every request the page sends to one API path, as it is sent. */
function requestsTo(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) sent.push(request);
  });
  return sent;
}

const form = (page: Page, heading: string) => page.getByRole('region', { name: heading });

/** Picks a feedback type the way people do, by its chip (the radio button itself is drawn by the chip). */
async function chooseType(feedback: Locator, type: string) {
  await feedback.getByRole('group', { name: '反馈类型' }).locator('label').filter({ hasText: type }).click();
  await expect(feedback.getByRole('radio', { name: type })).toBeChecked();
}

/** The thank-you panel a form turns into once the server has taken it. */
const thanks = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('feedback on /fackback', () => {
  test('names what is missing and sends nothing until the form is complete', async ({ page }) => {
    const sent = requestsTo(page, '/api/web/v1/common/problemFeedback');
    await page.goto('/fackback');
    const feedback = form(page, '投诉与建议');
    await feedback.getByRole('button', { name: '提交' }).click();
    await expect(feedback.getByText('请选择反馈类型')).toBeVisible();
    await expect(feedback.getByText('请填写问题描述')).toBeVisible();
    await expect(feedback.getByText('请输入图形验证码')).toBeVisible();

    // Everything but the description: only that message is left.
    await chooseType(feedback, '视频播放');
    await feedback.getByLabel('图形验证码').fill(CAPTCHA_ANSWER);
    await feedback.getByLabel('问题描述').fill('   ');
    await feedback.getByRole('button', { name: '提交' }).click();
    await expect(feedback.getByText('请填写问题描述')).toBeVisible();
    await expect(feedback.getByText('请选择反馈类型')).toHaveCount(0);
    await expect(feedback.getByText('请输入图形验证码')).toHaveCount(0);

    // A contact that is neither a phone number nor an e-mail address is refused too.
    await feedback.getByLabel('联系方式').fill('not a contact');
    await expect(feedback.getByText('请输入手机号或邮箱')).toBeVisible();
    // Typing the description clears its message at once.
    await feedback.getByLabel('问题描述').fill('视频播放到一半会卡住');
    await expect(feedback.getByText('请填写问题描述')).toHaveCount(0);
    expect(sent).toHaveLength(0);
  });

  test('an anonymous visitor sends feedback with a screenshot; a double click sends it once', async ({ page, request }) => {
    const sent = requestsTo(page, '/api/web/v1/common/problemFeedback');
    await page.goto('/fackback');
    const feedback = form(page, '投诉与建议');
    await chooseType(feedback, '课程内容');
    await feedback.getByLabel('问题描述').fill('课程第三章的练习题答案解析有一处笔误，希望尽快更正。');
    await feedback.getByLabel('联系方式').fill('parent@example.com');

    await feedback.locator('input[type="file"]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    const screenshot = feedback.getByRole('img', { name: '第 1 张截图' });
    // Its upload needs the captcha, so it waits for the form to be sent.
    await expect(screenshot).toHaveAttribute('data-state', 'chosen');
    await feedback.getByLabel('图形验证码').fill(CAPTCHA_ANSWER);

    await feedback.getByRole('button', { name: '提交' }).dblclick();
    const sentPanel = thanks(page, '感谢您的反馈');
    await expect(sentPanel).toBeVisible();
    await expect(sentPanel).toContainText('我们已收到您的反馈');
    expect(sent).toHaveLength(1);

    // What went to the server: the form as filled, with the uploaded screenshot's address, which only staff read.
    const payload = new URLSearchParams(sent[0]!.postData() ?? '');
    expect(payload.get('type')).toBe('课程内容');
    expect(payload.get('contact')).toBe('parent@example.com');
    const image = payload.get('images') ?? '';
    expect(image).toMatch(/^\/api\/upload\/private\/anon\//);
    expect((await request.get(image)).status()).toBe(404);
    const stored = await request.get(image, { headers: STAFF });
    expect(stored.ok()).toBe(true);
    expect(Buffer.from(await stored.body()).subarray(0, 8)).toEqual(PNG.subarray(0, 8));

    // Another one starts from an empty form.
    await sentPanel.getByRole('button', { name: '再填一份' }).click();
    await expect(feedback.getByLabel('问题描述')).toHaveValue('');
    await expect(feedback.getByLabel('联系方式')).toHaveValue('');
    await expect(feedback.getByLabel('图形验证码')).toHaveValue('');
    await expect(feedback.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(feedback.getByRole('img', { name: '第 1 张截图' })).toHaveCount(0);
    await expect(feedback.getByText('请填写问题描述')).toHaveCount(0);
  });

  test('two presses in the same instant still send the feedback once, and it is thanked for', async ({ page }) => {
    const sent = requestsTo(page, '/api/web/v1/common/problemFeedback');
    await page.goto('/fackback');
    const feedback = form(page, '投诉与建议');
    await chooseType(feedback, '视频播放');
    await feedback.getByLabel('问题描述').fill('全屏播放时字幕被遮挡。');
    await feedback.getByLabel('图形验证码').fill(CAPTCHA_ANSWER);
    // The fastest double press there is: the second lands before the page has drawn the first one's effect.
    await feedback.getByRole('button', { name: '提交' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(thanks(page, '感谢您的反馈')).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  test('a wrong captcha is refused with the server’s message and a new picture', async ({ page }) => {
    await page.goto('/fackback');
    const feedback = form(page, '投诉与建议');
    await chooseType(feedback, '其他');
    await feedback.getByLabel('问题描述').fill('希望增加夜间模式。');
    await feedback.getByLabel('图形验证码').fill('zzzz');
    const picture = feedback.getByRole('img', { name: '图形验证码' });
    const before = await picture.getAttribute('src');
    await feedback.getByRole('button', { name: '提交' }).click();
    await expect(feedback.getByText('图形验证码错误', { exact: false })).toBeVisible();
    await expect(feedback.getByLabel('图形验证码')).toHaveValue('');
    await expect.poll(() => picture.getAttribute('src')).not.toBe(before);
    // The text is kept for the next try.
    await expect(feedback.getByLabel('问题描述')).toHaveValue('希望增加夜间模式。');
  });

  test('a screenshot is not uploaded with a wrong captcha; it waits for the right one', async ({ page }) => {
    const tickets = requestsTo(page, '/api/web/v1/qiniu/getuptoken');
    const sent = requestsTo(page, '/api/web/v1/common/problemFeedback');
    await page.goto('/fackback');
    const feedback = form(page, '投诉与建议');
    await chooseType(feedback, '其他');
    await feedback.getByLabel('问题描述').fill('截图里的按钮点不动。');
    await feedback.locator('input[type="file"]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    const screenshot = feedback.getByRole('img', { name: '第 1 张截图' });
    await feedback.getByLabel('图形验证码').fill('zzzz');
    await feedback.getByRole('button', { name: '提交' }).click();
    await expect(feedback.getByText('图形验证码错误', { exact: false })).toBeVisible();
    await expect(screenshot).toHaveAttribute('data-state', 'chosen');
    await expect(feedback.getByLabel('图形验证码')).toHaveValue('');
    expect(tickets).toHaveLength(1);
    expect(sent).toHaveLength(0);

    await feedback.getByLabel('图形验证码').fill(CAPTCHA_ANSWER);
    await feedback.getByRole('button', { name: '提交' }).click();
    await expect(thanks(page, '感谢您的反馈')).toBeVisible();
    expect(new URLSearchParams(sent[0]!.postData() ?? '').get('images')).toMatch(/^\/api\/upload\/private\/anon\//);
  });
});

test('a teacher applies on /about/teachers-in with a PDF resume', async ({ page, request }) => {
  const sent = requestsTo(page, '/api/web/v1/teacherEntry/add');
  await page.goto('/about/teachers-in');
  const application = form(page, '入驻申请');
  await application.getByRole('button', { name: '提交' }).click();
  await expect(application.getByText('请填写姓名')).toBeVisible();
  await expect(application.getByText('请填写手机号')).toBeVisible();
  expect(sent).toHaveLength(0);

  const phone = freshPhone();
  await application.getByLabel('姓名').fill('周老师');
  await application.getByLabel('手机号').fill(phone);
  await application.getByLabel('任教学科').fill('数学');
  await application.getByLabel('任教学段').fill('初中');
  await application.getByLabel('教学经历').fill('公立初中任教八年，带过三届毕业班。');
  await application.getByLabel('自我介绍').fill('擅长几何与函数专题，注重解题思路。');

  // No captcha until there is a resume to upload.
  await expect(application.getByLabel('图形验证码')).toHaveCount(0);
  const resume = application.getByRole('group', { name: '简历' });
  await resume.locator('input[type="file"]').setInputFiles({ name: '周老师简历.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(resume.getByText('已选择：周老师简历.pdf，提交时上传')).toBeVisible();
  await application.getByRole('button', { name: '提交' }).click();
  await expect(application.getByText('请输入图形验证码')).toBeVisible();
  expect(sent).toHaveLength(0);
  await application.getByLabel('图形验证码').fill(CAPTCHA_ANSWER);
  await application.getByRole('button', { name: '提交' }).click();

  await expect(thanks(page, '申请已提交，我们会尽快与您联系。')).toBeVisible();
  expect(sent).toHaveLength(1);
  const payload = new URLSearchParams(sent[0]!.postData() ?? '');
  expect(payload.get('name')).toBe('周老师');
  expect(payload.get('phone')).toBe(phone);
  // The resume is private: not for anyone with its address, only for staff.
  const resumeUrl = payload.get('resumeUrl') ?? '';
  expect(resumeUrl).toMatch(/^\/api\/upload\/private\/anon\/\d{8}\/[0-9a-f]{32}\.pdf$/);
  expect((await request.get(resumeUrl)).status()).toBe(404);
  const stored = await request.get(resumeUrl, { headers: STAFF });
  expect(stored.ok()).toBe(true);
  expect(
    Buffer.from(await stored.body())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The same phone a second time is answered with the server's reason, on the form.
  await thanks(page, '申请已提交').getByRole('button', { name: '再填一份' }).click();
  await application.getByLabel('姓名').fill('周老师');
  await application.getByLabel('手机号').fill(phone);
  await application.getByRole('button', { name: '提交' }).click();
  await expect(application.getByRole('alert')).toContainText('您已提交过入驻申请');
  await expect(application.getByLabel('姓名')).toHaveValue('周老师');
});

test('a resume of a type the form does not take is refused before it is sent', async ({ page }) => {
  await page.goto('/about/teachers-in');
  const resume = form(page, '入驻申请').getByRole('group', { name: '简历' });
  await resume
    .locator('input[type="file"]')
    .setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await expect(resume.getByRole('alert')).toHaveText('请选择 PDF / Word / PNG / JPEG 格式的文件');
});

test('a resume whose bytes are not a document is refused by the server, with its reason on the form', async ({ page }) => {
  const sent = requestsTo(page, '/api/web/v1/teacherEntry/add');
  await page.goto('/about/teachers-in');
  const application = form(page, '入驻申请');
  const resume = application.getByRole('group', { name: '简历' });
  // An Excel workbook renamed .doc passes the form's own check by its name; its bytes are no Word document.
  await resume
    .locator('input[type="file"]')
    .setInputFiles({ name: '成绩表.doc', mimeType: 'application/msword', buffer: Buffer.from(XLS) });
  await application.getByLabel('姓名').fill('吴老师');
  await application.getByLabel('手机号').fill(freshPhone());
  await application.getByLabel('图形验证码').fill(CAPTCHA_ANSWER);
  await application.getByRole('button', { name: '提交' }).click();
  await expect(resume.getByRole('alert')).toHaveText('只能上传 PDF、Word 文档或 PNG、JPEG、GIF、WEBP 图片');
  // Not sent without the resume the applicant meant to send.
  expect(sent).toHaveLength(0);
  await expect(resume.getByText(/已上传/)).toHaveCount(0);
});

test('a visitor leaves an online message on /about/cooperation', async ({ page }) => {
  const sent = requestsTo(page, '/api/web/v1/onlineMesage/add');
  await page.goto('/about/cooperation');
  const message = form(page, '在线留言');
  await message.getByLabel('称呼').fill('王先生');
  await message.getByLabel('手机号').fill('1361234');
  await message.getByRole('button', { name: '提交' }).click();
  await expect(message.getByText('请输入 11 位手机号码')).toBeVisible();
  await expect(message.getByText('请填写留言内容')).toBeVisible();
  expect(sent).toHaveLength(0);

  await message.getByLabel('手机号').fill(freshPhone());
  await message.getByLabel('留言内容').fill('我们是一家教培机构，希望合作引入学伴的初中同步课程。');
  await message.getByRole('button', { name: '提交' }).click();
  await expect(thanks(page, '留言已收到，我们会尽快与您联系。')).toBeVisible();
  expect(sent).toHaveLength(1);
});
