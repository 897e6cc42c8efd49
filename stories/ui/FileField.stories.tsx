import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultMessages as m } from '../../src/core/messages';
import { FileField } from '../../src/ui/file-field';
import { withUiStyles } from './with-ui-styles';

const meta = {
  title: 'UI/FileField',
  component: FileField,
  decorators: [withUiStyles],
  args: { label: m.registrationFile, accept: ['image/*'], onChange: fn() },
  argTypes: { progress: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof FileField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only images: a PDF (dropped, or picked with «All files») is refused with a Russian message. */
export const ImagesOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(m.registrationFile);
    // applyAccept off: behave like a user who got past the picker's filter.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF'], 'акт.pdf', { type: 'application/pdf' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(m.registrationFile), new File([new Uint8Array(250_000)], 'карточка.png', { type: 'image/png' }));
    await expect(await canvas.findByText(/карточка\.png/)).toBeVisible();
  },
};

/** Upload in progress (spec 4: shown as a percentage). */
export const Uploading: Story = {
  args: { label: 'Прайс-лист', accept: ['.xlsx', '.xls'], progress: 64 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '64');
  },
};
