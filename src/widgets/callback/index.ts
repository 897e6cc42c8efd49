export { Callback, type CallbackProps } from './Callback';
