import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import type { ChatMessage } from '../../src/core/types';
import { createHandlers, createState, type FakeState } from '../../src/testing';
import { StyleRoot } from '../../src/ui/StyleRoot';
import { baseCss } from '../../src/ui/styles';
import { Chat } from '../../src/widgets/chat';
import { chatCss } from '../../src/widgets/chat/chat.css';

const conversation: ChatMessage[] = [
  { id: 1, from_whom: 'm7', message: 'Здравствуйте! Я ваш персональный менеджер, пишите.', created_at: '2024-05-14 10:00:00' },
  { id: 2, from_whom: 'cid1', message: 'Добрый день. Нужен счёт на краску ВД-АК-111, 40 вёдер.', created_at: '2024-05-14 10:03:00' },
  {
    id: 3,
    from_whom: 'm7',
    message: 'Счёт выставлен, отправил на почту.\nОтгрузка со склада на Складской, 5 — завтра после 12:00.',
    created_at: '2024-05-14 10:15:00',
  },
  // Untrusted text stays text: this shows as typed and runs nothing.
  { id: 4, from_whom: 'cid1', message: 'Спасибо! <b>Жду</b> <img src=x onerror=alert(1)>', created_at: '2024-05-14 10:16:00' },
];

/** Each story's fake server, with the read position it starts from. */
const servers: { state: FakeState; read: number }[] = [];

/** The fake server with this conversation (read up to `read`); the chat handlers given first win over the fake's own. */
const serverReadTo = (chat: ChatMessage[], read: number, ...first: Parameters<typeof http.post>[]) => {
  const state = createState({ chat, chatRead: read });
  servers.push({ state, read });
  return { msw: { handlers: [...first.map((args) => http.post(...args)), ...createHandlers(state)] } };
};
const server = (chat: ChatMessage[], ...first: Parameters<typeof http.post>[]) => serverReadTo(chat, 0, ...first);

const meta = {
  title: 'Widgets/Chat',
  component: Chat,
  args: { inline: true },
  decorators: [
    (Story) => (
      <StyleRoot css={[baseCss, chatCss]}>
        <div style={{ maxWidth: '26rem' }}>
          <Story />
        </div>
      </StyleRoot>
    ),
  ],
  parameters: { layout: 'padded', element: 'b2b-chat' },
  // Every story starts from its own read position (the server remembers what an open chat has read).
  beforeEach: () => {
    resetInFlight();
    for (const { state, read } of servers) state.chatRead = read;
  },
} satisfies Meta<typeof Chat>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: server([]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.chatEmpty)).toBeVisible();
  },
};

export const Conversation: Story = {
  parameters: server(conversation),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Спасибо! <b>Жду</b> <img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('.b2b-chat-log img')).toBeNull();
  },
};

/** The customer's message shows at once as «Отправляется…» while the server takes its time. */
export const Sending: Story = {
  parameters: server(conversation, [
    '/api/chat',
    async ({ request }) => {
      const body = (await request.clone().json()) as { action: string };
      if (body.action === 'send') await delay('infinite');
      return undefined;
    },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Добрый день. Нужен счёт на краску ВД-АК-111, 40 вёдер.');
    await userEvent.type(canvas.getByRole('textbox', { name: m.chatInputLabel }), 'Можно добавить ещё 10 вёдер?{Enter}');
    await expect(await canvas.findByText(m.chatSending)).toBeVisible();
  },
};

/** Sending failed: the message stays with the reason, «Отправить ещё раз» and «Изменить». */
export const NotSent: Story = {
  parameters: server(conversation, [
    '/api/chat',
    async ({ request }) => {
      const body = (await request.clone().json()) as { action: string };
      return body.action === 'send' ? HttpResponse.error() : undefined;
    },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Добрый день. Нужен счёт на краску ВД-АК-111, 40 вёдер.');
    await userEvent.type(canvas.getByRole('textbox', { name: m.chatInputLabel }), 'Можно добавить ещё 10 вёдер?{Enter}');
    await expect(await canvas.findByRole('button', { name: m.chatResend })).toBeVisible();
  },
};

/** The server stopped answering after the first load: «Нет связи», and the conversation stays. */
export const Offline: Story = {
  parameters: (() => {
    let polls = 0;
    return server(conversation, [
      '/api/chat',
      async ({ request }) => {
        const body = (await request.clone().json()) as { action: string };
        if (body.action === 'messages' && ++polls > 1) return HttpResponse.error();
        return undefined;
      },
    ]);
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Добрый день. Нужен счёт на краску ВД-АК-111, 40 вёдер.');
    // The browser saying it is online again makes the chat poll at once (instead of in 5 s).
    window.dispatchEvent(new Event('online'));
    await expect(await canvas.findByText(m.chatOffline)).toBeVisible();
    await expect(canvas.getByText('Добрый день. Нужен счёт на краску ВД-АК-111, 40 вёдер.')).toBeVisible();
  },
};

/** The default look: a floating launcher with the number of unread manager messages. */
export const Launcher: Story = {
  args: { inline: false },
  parameters: { ...server(conversation), layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: m.chatUnreadFew.replace('{n}', '2') })).toBeVisible();
  },
};

/** Read up to message 1 on another device: the server's read position leaves one unread here. */
export const LauncherReadElsewhere: Story = {
  args: { inline: false },
  parameters: { ...serverReadTo(conversation, 1), layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: m.chatUnreadOne.replace('{n}', '1') })).toBeVisible();
  },
};

export const LauncherOpen: Story = {
  args: { inline: false, open: true },
  parameters: { ...server(conversation), layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('dialog', { name: m.chatTitle })).toBeVisible();
  },
};
