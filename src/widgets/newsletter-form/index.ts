export { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';
