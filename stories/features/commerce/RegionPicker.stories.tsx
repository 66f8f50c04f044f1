import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { chooseRegion, RegionPicker, type RegionValue } from '@/features/commerce/RegionPicker';
import { onPage } from '../../pages/pageStory';
import { regionChosen, regionEmpty } from './samples';

/** The delivery region of printed material: province, city and district, each opening the next. */
const meta = {
  title: 'Features/Commerce/RegionPicker',
  decorators: [
    onPage,
    (Story) => (
      <div style={{ maxWidth: 760, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {
  render: () => <RegionPicker {...regionChosen} onChoose={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/省份/)).toHaveDisplayValue('广东省');
    await expect(canvas.getByLabelText(/区县/)).toHaveDisplayValue('南山区');
    await expect(canvas.getByTestId('region-summary')).toHaveTextContent('寄送至 广东省 深圳市 南山区');
  },
};

/** The choice held in the story, so a change at one level clears the levels under it. */
function Choosing() {
  const [value, setValue] = useState<RegionValue>(regionChosen.value);
  return (
    <RegionPicker
      {...regionChosen}
      value={value}
      summary={null}
      onChoose={(level, id) => setValue((current) => chooseRegion(current, level, id))}
    />
  );
}

export const AnotherCityClearsTheDistrict: Story = {
  render: () => <Choosing />,
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText(/城市/), '广州市');
    await expect(canvas.getByLabelText(/区县/)).toHaveDisplayValue('请选择区县');
  },
};

export const NothingChosen: Story = { render: () => <RegionPicker {...regionEmpty} onChoose={fn()} /> };

export const Missing: Story = {
  render: () => (
    <RegionPicker
      {...regionChosen}
      value={{ ...regionChosen.value, districtId: null }}
      summary={null}
      error="请选择区县"
      onChoose={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择区县');
    await expect(canvas.getByLabelText(/区县/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  render: () => (
    <RegionPicker
      {...regionEmpty}
      value={{ ...regionEmpty.value, provinceId: 19 }}
      cities={{ status: 'loading', options: [] }}
      onChoose={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载');
  },
};

export const CityWithoutDistricts: Story = {
  render: () => (
    <RegionPicker
      {...regionChosen}
      value={{ provinceId: 19, cityId: 1909, districtId: null }}
      cities={{ status: 'ready', options: [...regionChosen.cities.options, { id: 1909, name: '东莞市' }] }}
      districts={{ status: 'ready', options: [] }}
      summary="广东省 东莞市"
      onChoose={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该城市无需选择区县')).toBeVisible();
    await expect(canvas.getByLabelText(/区县/)).toBeDisabled();
  },
};

const retry = fn();
export const LoadFailed: Story = {
  render: () => <RegionPicker {...regionEmpty} provinces={{ status: 'error', options: [], onRetry: retry }} onChoose={fn()} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(retry).toHaveBeenCalled();
  },
};
