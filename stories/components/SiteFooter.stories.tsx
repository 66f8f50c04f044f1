import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COMPANY } from '@/config';
import { SiteFooter } from '@/components/SiteFooter';
import { StoryLink, footerDetails, navigate } from './storyKit';

const meta = {
  title: 'Layouts/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { ...footerDetails, LinkComponent: StoryLink },
  argTypes: { LinkComponent: { control: false } },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByText('© 2026 北京学伴在线教育科技有限公司 版权所有')).toBeInTheDocument();
    await expect(within(footer).getByText('周一至周五 09:00–17:00')).toBeInTheDocument();
    await expect(within(footer).getByRole('link', { name: '400-882-6155' })).toHaveAttribute('href', 'tel:4008826155');
    await expect(within(footer).getByRole('link', { name: /京公网安备/ })).toHaveAttribute('target', '_blank');
  },
};

export const Playground: Story = {};

export const NavigatesToAgreement: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: '用户协议' }));
    await expect(navigate).toHaveBeenCalledWith('/about/aboutUserAgreement');
  },
};

export const WithoutLicence: Story = {
  args: { icpLicence: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/增值电信业务经营许可证/)).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { companyName: COMPANY.name.en, address: COMPANY.address.en },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mon–Fri 09:00–17:00')).toBeInTheDocument();
  },
};

export const LanguageSwitch: Story = {
  args: {
    languages: [
      { value: 'zh-CN', label: '简体中文' },
      { value: 'en', label: 'English' },
    ],
    language: 'zh-CN',
    onLanguageChange: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '简体中文' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};
