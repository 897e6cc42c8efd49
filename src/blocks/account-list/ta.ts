/** t() of the account widgets (core/messages/account.ts): their own strings and the common ones. */
export { t as ta } from '../../core/messages/account';
