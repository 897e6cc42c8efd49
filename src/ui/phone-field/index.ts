export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { usePhoneMask } from './use-phone-mask';
