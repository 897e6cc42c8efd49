// <b2b-top-news>: the line from `material`, or the page's text with
// its id (no request); hiding calls hidetopnews with the id and keeps it
// hidden; a refusal brings it back with the reason.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { TopNews } from 'b2b-widgets/top-news';
import 'b2b-widgets/top-news/element';
import { resetPageStores } from 'b2b-widgets/internal';
import { defaultMessages as m } from '../../../src/core/messages';
import { createChrome, createChromeHandlers, TOP_NEWS } from '../../../src/testing';
import { fakeArea } from '../support/fake-server';

const area = fakeArea(() => createChrome(), createChromeHandlers);


const hide = () => page.getByRole('button', { name: m.topNewsHide });

describe('<TopNews>', () => {
  it('shows the top news from `material`; hiding sends hidetopnews with its id and it stays hidden', async () => {
    const first = await render(<TopNews />);
    await expect.element(first.getByText(TOP_NEWS.header)).toBeVisible();
    await userEvent.click(hide());
    await expect.poll(() => first.getByText(TOP_NEWS.header).elements()).toHaveLength(0);
    await expect.poll(() => area.fake.log).toContain(`hidetopnews ${TOP_NEWS.id}`);
    await cleanup();
    // The next page asks again: the server keeps it hidden for this user.
    resetPageStores();
    await render(<TopNews />);
    await expect.poll(() => area.fake.log.filter((l) => l === 'material')).toHaveLength(2);
    expect(page.getByText(TOP_NEWS.header).elements()).toHaveLength(0);
  });

  it('a refused hide brings the line back with the reason', async () => {
    area.fake.failNext.hidetopnews = { status: 500, message: 'База недоступна' };
    const screen = await render(<TopNews />);
    await userEvent.click(hide());
    await expect.element(screen.getByRole('alert')).toHaveTextContent('База недоступна');
    await expect.element(screen.getByText(TOP_NEWS.header)).toBeVisible();
  });

  it('a visitor gets no line and no call', async () => {
    area.state.user = null;
    await render(<TopNews />);
    await new Promise((r) => setTimeout(r, 200));
    expect(area.fake.log).toEqual([]);
  });
});

describe('<b2b-top-news> with the page\'s text', () => {
  it('shows the text without a request and hides by the `news-id`', async () => {
    document.body.innerHTML = `<b2b-top-news news-id="${TOP_NEWS.id}"><strong>${TOP_NEWS.header}</strong> ${TOP_NEWS.anons}</b2b-top-news>`;
    const host = document.querySelector('b2b-top-news')!;
    await expect.poll(() => host.shadowRoot?.querySelector('slot')).not.toBeNull();
    await userEvent.click(hide());
    await expect.poll(() => host.hasAttribute('dismissed')).toBe(true);
    await expect.poll(() => area.fake.log).toEqual([`hidetopnews ${TOP_NEWS.id}`]);
  });
});
