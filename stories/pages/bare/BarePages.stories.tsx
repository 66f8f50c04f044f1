import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import { api } from '../../fixtures/api';
import { onPage, pageParameters } from '../pageStory';

/** The bare, phone-style pages opened from app and mini-program links: no header, no footer, white. */
const meta = {
  title: 'Pages/Bare/Documents',
  decorators: [onPage],
  parameters: pageParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const pages = api.sitePages;

export const WebAgreement: Story = {
  render: () => <SiteDocumentView page={ready(pages['web-agreement']!)} title="用户服务协议" surface="plain" dated />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '用户服务协议' })).toBeVisible();
    await expect(canvas.getByText(/版本日期/)).toBeVisible();
  },
};
export const BusinessLicence: Story = {
  render: () => <SiteDocumentView page={ready(pages['business-license']!)} title="营业执照" surface="plain" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /营业执照/ })).toBeVisible();
  },
};
export const SalesLicence: Story = {
  render: () => <SiteDocumentView page={ready(pages['sales-licence']!)} title="经营许可证" surface="plain" />,
};
export const Loading: Story = { render: () => <SiteDocumentView page={loading} title="用户服务协议" surface="plain" /> };
export const LoadFailed: Story = { render: () => <SiteDocumentView page={failed()} title="用户服务协议" surface="plain" /> };
