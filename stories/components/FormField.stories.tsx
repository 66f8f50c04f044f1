import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect } from 'storybook/test';
import { FieldMessage, fieldMessageTones, FormField, type FormFieldProps } from '@/components/FormField';
import { select as selectLook } from '@/features/account/SettingsSections/SettingsSections.css';

/*
 * The frame every form field shares: the label above the control, a hint or an error under it. TextField
 * and the settings grade select draw theirs with it; here it holds a plain native select, the control a
 * caller brings. The control names its message with aria-describedby, so it is read with the field.
 */

/* The select is the settings grade select's own style, so the frame is judged around a real control. */

function GradeSelectField(props: FormFieldProps) {
  const controlId = useId();
  const messageId = `${controlId}-message`;
  return (
    <div style={{ maxWidth: 360 }}>
      <FormField {...props} htmlFor={controlId} messageId={messageId}>
        <select
          id={controlId}
          name="gradeName"
          className={selectLook}
          defaultValue=""
          required={props.required}
          aria-invalid={props.messageTone === 'error' || undefined}
          aria-describedby={props.message ? messageId : undefined}
        >
          <option value="" disabled>
            请选择年级
          </option>
          <option>初一</option>
          <option>初二</option>
          <option>初三</option>
        </select>
      </FormField>
    </div>
  );
}

const meta = {
  title: 'Components/FormField',
  component: FormField,
  render: (args) => <GradeSelectField {...args} />,
  args: { label: '年级', htmlFor: '', children: null },
  argTypes: {
    messageTone: { control: 'inline-radio', options: fieldMessageTones },
    message: { control: 'text' },
    children: { control: false },
    htmlFor: { control: false },
    messageId: { control: false },
    messageProps: { control: false },
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: '年级' });
    await expect(select).toBeVisible();
    await expect(select).not.toHaveAccessibleDescription();
  },
};

export const Playground: Story = { args: { message: '年级决定首页推荐的课程', required: true } };

export const WithHint: Story = {
  args: { message: '年级决定首页推荐的课程' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '年级' })).toHaveAccessibleDescription('年级决定首页推荐的课程');
  },
};

export const Invalid: Story = {
  args: { message: '请选择年级', messageTone: 'error' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: '年级' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('请选择年级');
  },
};

export const Confirmed: Story = { args: { message: '年级已保存', messageTone: 'success' } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '年级' })).toBeRequired();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, message: '年级决定首页推荐的课程' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '年级' })).toHaveAccessibleDescription('年级决定首页推荐的课程');
  },
};

/** The message line alone, in each tone, as forms use it under a group of controls. */
export const MessageTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      {fieldMessageTones.map((tone) => (
        <FieldMessage key={tone} tone={tone}>
          {{ hint: '支持 JPG、PNG、WEBP 格式', error: '请阅读用户协议并勾选同意', success: '头像已更新' }[tone]}
        </FieldMessage>
      ))}
    </div>
  ),
};
