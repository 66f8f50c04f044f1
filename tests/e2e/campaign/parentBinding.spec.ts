import { expect, test, type Page } from '@playwright/test';
import { freshPhone, registerAccount } from '../account/accounts';
import { fillPhoneAndCode, phonePage } from './campaign';

async function bindParent(page: Page, parentPhone: string, relationship: string) {
  await expect(page).toHaveURL(/\/parentCode\/bindParentCode$/);
  await page.getByRole('textbox', { name: '家长手机号' }).fill(parentPhone);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/parentCode\/choiceRelationship$/);
  // The chips draw their own look over the native radio, so the chip's text is what a thumb taps.
  await page.getByRole('group', { name: '关系' }).getByText(relationship, { exact: true }).click();
  await expect(page.getByRole('radio', { name: relationship })).toBeChecked();
  await page.getByRole('button', { name: '确认绑定' }).click();
}

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

test.describe('binding parents to a student on a phone', () => {
  test('binds parents through the five pages up to the limit, then unbinds one', async ({ browser, request }) => {
    // The registration used the student's phone for a code: another may be sent a minute later.
    test.setTimeout(200_000);
    const student = await registerAccount(request);
    const page = await phonePage(browser);
    await page.waitForTimeout(61_000);
    await page.goto('/parentCode/bindPhoneCode');
    // Without the student's code nothing can be bound: the relationship page sends back to the start.
    await fillPhoneAndCode(page, request, student.phone, '学生手机号');
    await page.getByRole('button', { name: '下一步' }).click();

    const parents = [freshPhone(), freshPhone(), freshPhone()];
    await bindParent(page, parents[0]!, '妈妈');
    await expect(page).toHaveURL(/\/parentCode\/relationshipList$/);
    await expect(page.getByTestId('bound-parent')).toHaveCount(1);
    await expect(page.getByTestId('bound-parent')).toContainText(`妈妈 · ${masked(parents[0]!)}`);

    await page.getByRole('link', { name: '继续绑定家长' }).click();
    await bindParent(page, parents[1]!, '爸爸');
    await page.getByRole('link', { name: '继续绑定家长' }).click();
    await bindParent(page, parents[2]!, '祖父母');
    await expect(page.getByTestId('bound-parent')).toHaveCount(3);
    await expect(page.getByRole('link', { name: '继续绑定家长' })).toHaveCount(0);

    // The limit is the server's: a fourth parent sent straight to the relationship step is refused.
    await page.goto('/parentCode/bindParentCode');
    await bindParent(page, freshPhone(), '其他');
    await expect(page).toHaveURL(/\/parentCode\/bindCodeFull$/);
    await expect(page.getByTestId('bind-full')).toContainText('每位学生最多绑定 3 位家长');

    await page.getByRole('link', { name: '管理已绑定的家长' }).click();
    await page.getByRole('button', { name: `解除绑定 ${masked(parents[0]!)}` }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /确定|确认/ })
      .click();
    await expect(page.getByTestId('bound-parent')).toHaveCount(2);
    await expect(page.getByText(masked(parents[0]!))).toHaveCount(0);
    await expect(page.getByRole('link', { name: '继续绑定家长' })).toBeVisible();
    await page.context().close();
  });

  test('asks for the student code before anything can be bound', async ({ browser }) => {
    const page = await phonePage(browser);
    await page.goto('/parentCode/choiceRelationship');
    await expect(page.getByText('验证已过期，请重新验证学生手机号')).toBeVisible();
    await page.getByRole('link', { name: '重新验证' }).click();
    await expect(page).toHaveURL(/\/parentCode\/bindPhoneCode$/);
    await page.context().close();
  });
});
