/**
 * React components and page-wide configuration for npm users:
 *   import { configure, Callback } from 'b2b-widgets';
 */
export { configure, getConfig, type ConfigureOptions } from './core/config';
export { defaultMessages, type Messages, type MessageKey } from './core/messages';
