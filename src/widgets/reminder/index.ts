export { Reminder, type ReminderProps } from './Reminder';
