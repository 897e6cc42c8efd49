/** Strings of <b2b-login>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';
import { reminderMessages } from './reminder';

export const loginMessages = {
  loginTitle: 'Вход в личный кабинет',
  loginLogin: 'Логин',
  loginPassword: 'Пароль',
  loginSubmit: 'Войти',
  loginDemo: 'Войти в демо-режим',
  loginForgot: 'Забыли пароль?',
} as const;

/** t() for this widget: its own keys, the reminder's (its «Забыли пароль?» view) and the common ones. */
export const t = areaText({ ...loginMessages, ...reminderMessages });
export type LoginKey = Parameters<typeof t>[0];
