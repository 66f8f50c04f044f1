import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './staffConsole';

const SHOTS = process.env.CAMPAIGN_TEXTS_SHOTS;

async function saveGift(page: Page) {
  const form = page.getByRole('form', { name: '新人礼包' });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('已保存，领取页已更新')).toBeVisible();
}

test('a content editor rewrites and closes the gift page and the parents verify page, and families see it at once', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'contentEditor', 10, '/admin/campaigns/gift');
  await expect(page.getByRole('tab', { name: '新人礼包', selected: true })).toBeVisible();
  const form = page.getByRole('form', { name: '新人礼包' });
  await expect(form.getByText('尚未保存过：正在使用页面的默认文案。')).toBeVisible();

  // A blank heading is refused with what is wrong, before any call.
  const heading = form.getByRole('textbox', { name: '标题', exact: true });
  const items = form.getByRole('textbox', { name: '礼包内容' });
  await heading.fill('');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请填写标题，不超过 30 字')).toBeVisible();

  await heading.fill('端到端新人礼包');
  const original = await items.inputValue();
  await items.fill(original.replace('全学科知识点手册（电子版）', '端到端错题本'));
  // The preview follows the form as it is typed.
  await expect(page.getByRole('complementary', { name: '手机预览' }).getByText('端到端错题本')).toBeVisible();
  await saveGift(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('heading', { name: '活动运营' }).scrollIntoViewIfNeeded();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-gift.png` });

  const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await phone.goto('/m/gift');
  await expect(phone.getByRole('heading', { name: '端到端新人礼包', level: 1 })).toBeVisible();
  await expect(phone.getByText('端到端错题本')).toBeVisible();
  await expect(phone.getByRole('textbox', { name: '手机号' })).toBeVisible();
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/m-gift.png`, fullPage: true });

  // Closed: the page says the offer has ended and shows no form.
  await form.getByRole('checkbox', { name: '开放领取' }).click();
  await saveGift(page);
  await phone.reload();
  await expect(phone.getByRole('heading', { name: '活动已结束' })).toBeVisible();
  await expect(phone.getByRole('textbox', { name: '手机号' })).toHaveCount(0);
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/m-gift-ended.png`, fullPage: true });

  // Put the page back as it was, so the family specs sharing this server find the offer open.
  await form.getByRole('checkbox', { name: '开放领取' }).click();
  await heading.fill('新人学习礼包');
  await items.fill(original);
  await saveGift(page);

  await page.getByRole('tab', { name: '家长绑定' }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/parents$/);
  const texts = page.getByRole('form', { name: '家长绑定' });
  const intro = texts.getByRole('textbox', { name: '验证页介绍' });
  const before = await intro.inputValue();
  await intro.fill('端到端：绑定后家长每周收到学习报告。');
  await texts.getByRole('button', { name: '保存' }).click();
  await expect(texts.getByText('已保存，绑定页已更新')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-parents.png` });

  await phone.goto('/parentCode/bindPhoneCode');
  await expect(phone.getByText('端到端：绑定后家长每周收到学习报告。')).toBeVisible();

  await intro.fill(before);
  await texts.getByRole('button', { name: '保存' }).click();
  await expect(texts.getByText('已保存，绑定页已更新')).toBeVisible();
  await phone.close();
});
