// <Acts>: the request form (contract, counterparty, the last 12
// months by default), the date-range refusal with no request sent, the list
// in every state with a ready act's file, and failures in Russian.
import { format, subMonths } from 'date-fns';
import { inPortalZone } from '../../../src/core/format';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Acts } from 'b2b-widgets/acts';
import { ACTS_POLL_MS, PAGE_SIZE } from '../../../src/core/constants';
import { defaultMessages as m } from '../../../src/core/messages';
import { contracts, fakeAct, FAKE_REFUSAL } from '../../../src/testing';
import { clock, fake, installActsTestHooks, lists, requests } from './setup-acts';
import { fill } from '../../../src/core/messages/fill';
import { checkReadFailures } from '../support/read-failures';

installActsTestHooks();

const table = () => page.getByRole('table', { name: m.actsCaption });
const form = () => page.getByRole('form', { name: m.actsFormTitle });
const startField = () => form().getByRole('textbox', { name: 'Дата начала' });
const endField = () => form().getByRole('textbox', { name: 'Дата окончания' });
const period = (a: { startdate: string; enddate: string }) => fill(m.actsPeriodText, { start: a.startdate, end: a.enddate });
const row = (a: { startdate: string; enddate: string }) => table().getByRole('row').filter({ has: page.getByRole('rowheader', { name: period(a), exact: true }) });
// The portal's day: the widget's default period ends on it, whatever the browser's zone.
const today = inPortalZone();

describe('<Acts> form', () => {
  it('offers the contracts and counterparties, the last 12 months by default, and asks for the act', async () => {
    render(<Acts />);
    await expect.element(startField()).toHaveValue(format(subMonths(today, 12), 'dd.MM.yyyy'));
    await expect.element(endField()).toHaveValue(format(today, 'dd.MM.yyyy'));
    const contract = form().getByRole('combobox', { name: m.actsContract });
    await expect.element(contract).toHaveDisplayValue(contracts[0]!.header);
    await userEvent.selectOptions(contract, contracts[2]!.header);
    await userEvent.selectOptions(form().getByRole('combobox', { name: m.actsContragent }), 'ИП Иванов Иван Иванович');
    await userEvent.fill(startField(), '01.01.2025');
    await userEvent.fill(endField(), '31.12.2025');
    await userEvent.click(form().getByRole('button', { name: m.actsRequest }));
    await expect.element(page.getByText(m.actsRequested)).toBeVisible();
    expect(requests()).toEqual([`act contract=${contracts[2]!.id} contragent=2 01.01.2025-31.12.2025`]);
    // The new act heads the list at once, requested.
    const added = { startdate: '01.01.2025', enddate: '31.12.2025' };
    await expect.element(row(added).getByText(m.actsStateRequested, { exact: true })).toBeVisible();
    await expect.element(row(added).getByRole('cell', { name: contracts[2]!.header })).toBeVisible();
    await expect.element(row(added).getByRole('cell', { name: 'ИП Иванов Иван Иванович' })).toBeVisible();
  });

  it('the element\'s contract is chosen at first', async () => {
    render(<Acts contract={contracts[1]!.id} />);
    await expect.element(form().getByRole('combobox', { name: m.actsContract })).toHaveDisplayValue(contracts[1]!.header);
  });

  it.each([
    ['equal', '10.05.2025', '10.05.2025'],
    ['reversed', '11.05.2025', '10.05.2025'],
  ])('refuses a %s period with the spec message and sends nothing', async (_, start, end) => {
    render(<Acts />);
    await userEvent.fill(startField(), start);
    await userEvent.fill(endField(), end);
    await userEvent.click(form().getByRole('button', { name: m.actsRequest }));
    await expect.element(form().getByText(m.dateRange)).toBeVisible();
    await expect.element(startField()).toHaveAttribute('aria-invalid', 'true');
    expect(requests()).toEqual([]);
  });

  it('the click that follows fixing a refused period sends the request (the button stays under the pointer)', async () => {
    render(<Acts />);
    await userEvent.fill(startField(), '10.05.2025');
    await userEvent.fill(endField(), '01.05.2025');
    await userEvent.click(form().getByRole('button', { name: m.actsRequest }));
    await expect.element(form().getByText(m.dateRange)).toBeVisible();
    await userEvent.fill(endField(), '01.06.2025');
    // The end date is committed when the field loses focus: on this very click.
    await userEvent.click(form().getByRole('button', { name: m.actsRequest }));
    await expect.element(page.getByText(m.actsRequested)).toBeVisible();
    expect(requests()).toEqual([`act contract=${contracts[0]!.id} contragent=1 10.05.2025-01.06.2025`]);
  });

  it('refuses an incomplete period with the same message and sends nothing', async () => {
    render(<Acts />);
    await userEvent.clear(endField());
    await userEvent.click(form().getByRole('button', { name: m.actsRequest }));
    await expect.element(form().getByText(m.dateRange)).toBeVisible();
    expect(requests()).toEqual([]);
  });

  it('a refused request says why in Russian and keeps the form', async () => {
    fake.failNext.request = { status: 404, message: 'Договор не найден' };
    render(<Acts />);
    await userEvent.click(form().getByRole('button', { name: m.actsRequest }));
    await expect.element(page.getByText(fill(m.actsRequestFailed, { reason: 'Договор не найден' }))).toBeVisible();
    await expect.element(startField()).toHaveValue(format(subMonths(today, 12), 'dd.MM.yyyy'));
    expect(requests()).toHaveLength(1);
  });
});

describe('<Acts> list', () => {
  it('shows period, contract, counterparty, requested at and every state; a refusal says why; a ready act has its file', async () => {
    render(<Acts />);
    const [requested, processing, ready, refused] = fake.acts;
    await expect.element(row(requested!).getByText(m.actsStateRequested, { exact: true })).toBeVisible();
    await expect.element(row(processing!).getByText(m.actsStateProcessing, { exact: true })).toBeVisible();
    await expect.element(row(ready!).getByText(m.actsStateReady, { exact: true })).toBeVisible();
    await expect.element(row(refused!).getByText(m.actsStateRefused, { exact: true })).toBeVisible();
    await expect.element(row(refused!).getByText(FAKE_REFUSAL)).toBeVisible();
    await expect.element(row(ready!).getByRole('cell', { name: ready!.requested })).toBeVisible();
    await expect.element(row(ready!).getByRole('cell', { name: ready!.contract })).toBeVisible();
    const link = row(ready!).getByRole('link', { name: fill(m.actsDownloadLabel, { start: ready!.startdate, end: ready!.enddate }) });
    await expect.element(link).toHaveAttribute('href', `/files/acts/${ready!.id}/`);
    await expect.element(link).toHaveAttribute('download', ready!.file!.name);
    for (const pending of [requested, processing, refused]) expect(row(pending!).getByRole('link').elements()).toHaveLength(0);
    expect(lists()).toEqual([`list page=1 perpage=${PAGE_SIZE.acts}`]);
  });

  it('no acts: says so, and the form is there', async () => {
    fake.acts = [];
    render(<Acts />);
    await expect.element(page.getByText(m.actsEmpty)).toBeVisible();
    await expect.element(form()).toBeVisible();
  });

  it('pages through more than 20 acts', async () => {
    fake.acts = Array.from({ length: 23 }, (_, i) => fakeAct(500 - i, 'ready', i));
    render(<Acts />);
    await expect.element(row(fake.acts[0]!)).toBeVisible();
    await userEvent.click(page.getByRole('navigation').getByText('2', { exact: true }));
    await expect.element(row(fake.acts[22]!)).toBeVisible();
    expect(lists().at(-1)).toBe(`list page=2 perpage=${PAGE_SIZE.acts}`);
  });

  it('a refused read (4xx) says why with no «Повторить»; a failed one (5xx) offers it and reads again', async () => {
    await checkReadFailures((f) => (fake.failNext.list = f), <Acts />, table);
  });


  it('an act that becomes ready shows its file after the next poll', async () => {
    render(<Acts />);
    const act = fake.acts[1]!;
    await expect.element(row(act).getByText(m.actsStateProcessing, { exact: true })).toBeVisible();
    fake.acts[1] = fakeAct(act.id, 'ready', 1);
    await clock.advance(ACTS_POLL_MS);
    await expect.element(row(act).getByText(m.actsStateReady, { exact: true })).toBeVisible();
    await expect.element(row(act).getByRole('link', { name: fill(m.actsDownloadLabel, { start: act.startdate, end: act.enddate }) })).toBeVisible();
  });
});
