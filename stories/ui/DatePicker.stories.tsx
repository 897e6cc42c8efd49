import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultMessages as m } from '../../src/core/messages';
import { DatePicker, DateRange, deliveryLimits, type DateRangeValue } from '../../src/ui/date-picker';
import { uiMessages as u } from '../../src/ui/ui-messages';
import { withUiStyles } from './with-ui-styles';

/** A fixed "today" (Wednesday 5 March 2025) so the story looks the same every day. */
const TODAY = new Date(2025, 2, 5);

function Picker(args: ComponentProps<typeof DatePicker>) {
  const [date, setDate] = useState<Date | null>(args.value);
  return (
    <DatePicker
      {...args}
      value={date}
      onChange={(d) => {
        args.onChange(d);
        setDate(d);
      }}
    />
  );
}

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  decorators: [withUiStyles],
  render: (args) => <Picker {...args} />,
  args: { label: 'Дата доставки', value: null, onChange: fn(), ...deliveryLimits(TODAY) },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Delivery (spec 5): tomorrow to a week ahead, no weekends; pick in the calendar by keyboard. */
export const Delivery: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: u.openCalendar }));
    await expect(await canvas.findByRole('dialog', { name: u.calendarTitle })).toBeVisible();
    // The calendar's code loads on first open (a lazy chunk): wait for its days.
    await expect(await canvas.findByRole('button', { name: /, 8 марта 2025/ })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2025, 2, 7));
    await expect(canvas.getByRole('textbox', { name: /Дата доставки/ })).toHaveValue('07.03.2025');
  },
};

/** The calendar open, for the eye (and axe). */
export const CalendarOpen: Story = {
  args: { value: new Date(2025, 2, 11) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: u.openCalendar }));
    await expect(await canvas.findByRole('grid')).toBeVisible();
  },
};

/** Typing a weekend is refused in Russian. */
export const TypedWeekend: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Дата доставки/ });
    await userEvent.type(input, '08.03.2025{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

function Period({ start, end }: DateRangeValue) {
  const [value, setValue] = useState<DateRangeValue>({ start, end });
  return <DateRange legend="Период" value={value} onChange={setValue} />;
}

/** Start must be strictly before end (spec 5); otherwise the spec's message. */
export const Range: StoryObj<typeof Period> = {
  render: () => <Period start={new Date(2025, 0, 20)} end={new Date(2025, 0, 10)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(m.dateRange);
  },
};
