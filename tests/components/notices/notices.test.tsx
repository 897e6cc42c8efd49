// <b2b-notices>: the chosen contract's notice from the session
// store (no request of its own), per contract kind; closing it; back when the
// contract changes; the server's text kept while it applies.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Notices } from 'b2b-widgets/notices';
import 'b2b-widgets/notices/element';
import { getSessionStore } from 'b2b-widgets/internal';
import { defaultMessages as m } from '../../../src/core/messages';
import { contracts, CONTRACT_CLEAN, CONTRACT_DEBT, CONTRACT_STOPPED, createHandlers, createState, type FakeState } from '../../../src/testing';
import { fakeServer } from '../support/fake-server';

const worker = fakeServer();
let state: FakeState;
let paths: string[];

beforeAll(() => {
  worker.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
});
beforeEach(() => {
  paths = [];
  state = createState();
  worker.use(...createHandlers(state));
});

const contract = (id: number) => contracts.find((c) => c.id === id)!;
const alert = () => page.getByRole('alert');
const close = () => page.getByRole('button', { name: m.noticeClose });

describe('<Notices>', () => {
  it.each([
    [CONTRACT_STOPPED, m.stopOrdersTitle],
    [CONTRACT_DEBT, m.debtTitle],
  ])('contract %i shows %s with the contract and its debt alert, from initdata alone', async (id, title) => {
    state.selectedContract = id;
    await render(<Notices />);
    await expect.element(alert()).toHaveTextContent(title);
    await expect.element(alert()).toHaveTextContent(contract(id).debtAlert!);
    await expect.element(alert()).toHaveTextContent(contract(id).header);
    expect(paths.filter((p) => p.startsWith('/api/'))).toEqual(['/api/initdata/']);
  });

  it('a clean contract shows nothing', async () => {
    state.selectedContract = CONTRACT_CLEAN;
    await render(<Notices />);
    await expect.poll(() => paths).toContain('/api/initdata/');
    await expect.poll(() => getSessionStore().getState().status).toBe('ready');
    expect(alert().elements()).toHaveLength(0);
  });

  it('closing hides it until the chosen contract changes', async () => {
    state.selectedContract = CONTRACT_DEBT;
    const screen = await render(<Notices />);
    await userEvent.click(close());
    await expect.poll(() => alert().elements()).toHaveLength(0);
    const chosen = await getSessionStore().chooseContract(CONTRACT_STOPPED);
    expect(chosen).toBe(true);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(m.stopOrdersTitle);
    await getSessionStore().chooseContract(CONTRACT_DEBT);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(m.debtTitle);
  });
});

describe('<b2b-notices> over the server notice', () => {
  const serverNotice = (id: number, kind: string) =>
    `<b2b-notices kind="${kind}" contract="${id}"><div role="alert" id="server-text"><strong>${m.stopOrdersTitle}</strong> ${contract(id).debtAlert}</div></b2b-notices>`;

  it('keeps the server text while it applies, and its own when the contract changes', async () => {
    state.selectedContract = CONTRACT_STOPPED;
    document.body.innerHTML = serverNotice(CONTRACT_STOPPED, 'stopOrders');
    const host = document.querySelector('b2b-notices')!;
    await expect.poll(() => host.shadowRoot?.querySelector('slot')).not.toBeNull();
    await expect.poll(() => getSessionStore().getState().status).toBe('ready');
    expect(host.shadowRoot!.querySelector('slot')).not.toBeNull();
    await getSessionStore().chooseContract(CONTRACT_DEBT);
    await expect.poll(() => host.getAttribute('kind')).toBe('debt');
    await expect.poll(() => host.shadowRoot!.textContent).toContain(m.debtTitle);
    await getSessionStore().chooseContract(CONTRACT_CLEAN);
    await expect.poll(() => host.hasAttribute('kind')).toBe(false);
  });

  it('closing sets `dismissed` on the tag (styles.css hides it)', async () => {
    state.selectedContract = CONTRACT_STOPPED;
    document.body.innerHTML = serverNotice(CONTRACT_STOPPED, 'stopOrders');
    const host = document.querySelector('b2b-notices')!;
    await userEvent.click(close());
    await expect.poll(() => host.hasAttribute('dismissed')).toBe(true);
  });
});
