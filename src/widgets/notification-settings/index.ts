export { NotificationSettings } from './NotificationSettings';
