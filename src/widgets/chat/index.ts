export { Chat, type ChatProps } from './Chat';
export type { ChatApi } from './chat-store';
