// <b2b-project-order>: the import-line grid's rule re-checked 500 ms
// after typing (an injected clock steps it), marks tied to their reasons, paste
// from a spreadsheet, the spec 5 validity (no marks, one product), the request
// sent, and failures that lose nothing.
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ProjectOrder, type CheckClock } from 'b2b-widgets/project-order';
import 'b2b-widgets/project-order/element';
import { PROJECT_CHECK_MS } from '../../../src/core/constants';
import { defaultMessages as m } from '../../../src/core/messages';
import { createHandlers, createState, formsOf, type FakeState } from '../../../src/testing';
import { deepActiveElement } from '../../../src/ui/modal/focus';
import { expectDialogFits } from '../support/dialog-fit';
import { fakeServer } from '../support/fake-server';
import { fill } from '../../../src/core/messages/fill';

const worker = fakeServer({ unhandled: 'bypass' });
let state: FakeState;
let posts: number;

beforeAll(() => {
  worker.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/projectOrder/') posts++;
  });
});
beforeEach(() => {
  posts = 0;
  state = createState();
  worker.use(...createHandlers(state));
});

/** Timers the test steps by hand. */
function manualClock(): CheckClock & { advance(ms: number): void } {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout(fn, ms) {
      timers.set(++seq, { at: now + ms, fn });
      return seq;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) continue;
        timers.delete(id);
        timer.fn();
      }
    },
  };
}

const dialog = () => page.getByRole('dialog', { name: m.projectTitle });
const cell = (field: 'projectColArticul' | 'projectColQnt' | 'projectColPrice' | 'projectColNote', n: number) =>
  dialog().getByRole('textbox', { name: fill(m.projectCellLabel, { field: m[field], n }), exact: true });
const submit = () => dialog().getByRole('button', { name: m.projectSubmit });

async function typeLine(n: number, articul: string, qnt: string, price: string, note: string) {
  for (const [field, value] of [['projectColArticul', articul], ['projectColQnt', qnt], ['projectColPrice', price], ['projectColNote', note]] as const) {
    if (value) await userEvent.fill(cell(field, n), value);
  }
}

async function fillPlace() {
  await userEvent.fill(dialog().getByRole('textbox', { name: m.projectPartner }), 'ООО «СтройПроект»');
  await userEvent.selectOptions(dialog().getByRole('combobox', { name: m.projectFederalDistrict }), 'Приволжский');
  await userEvent.selectOptions(dialog().getByRole('combobox', { name: m.projectRegion }), 'Республика Татарстан');
  await userEvent.fill(dialog().getByRole('combobox', { name: m.projectCity }), 'Казань');
}

describe('<ProjectOrder> import lines', () => {
  it('marks an invalid line only once typing has paused 500 ms, with aria-invalid cells described by the reason', async () => {
    const clock = manualClock();
    render(<ProjectOrder open checkClock={clock} />);
    await typeLine(1, 'ФР-00101', '10', '4500', 'этаж 1');
    await typeLine(2, 'ФР-00102', '5', '', '');
    // Typing is never held up: the cell shows what was typed at once, with no mark yet.
    await expect.element(cell('projectColQnt', 2)).toHaveValue('5');
    clock.advance(PROJECT_CHECK_MS - 1);
    await expect.element(cell('projectColArticul', 2)).not.toHaveAttribute('aria-invalid');
    clock.advance(1);
    await expect.element(cell('projectColArticul', 2)).toHaveAttribute('aria-invalid', 'true');
    const described = cell('projectColNote', 2).element().getAttribute('aria-describedby')!;
    expect(dialog().element().querySelector(`[id="${described}"]`)?.textContent).toBe(m.projectLineIncomplete);
    await expect.element(cell('projectColArticul', 1)).not.toHaveAttribute('aria-invalid');

    // Leaving one field of four is allowed after the first line: the mark goes at the next check.
    await userEvent.clear(cell('projectColQnt', 2));
    clock.advance(PROJECT_CHECK_MS);
    await expect.element(cell('projectColArticul', 2)).not.toHaveAttribute('aria-invalid');
  });

  it('the first line must be filled in whole', async () => {
    const clock = manualClock();
    render(<ProjectOrder open checkClock={clock} />);
    await typeLine(1, 'ФР-00101', '', '', '');
    clock.advance(PROJECT_CHECK_MS);
    await expect.element(dialog().getByText(m.projectLineFirstIncomplete)).toBeVisible();
  });

  it('rows pasted from a spreadsheet fill the lines from the cell pasted on', async () => {
    render(<ProjectOrder open />);
    const first = cell('projectColArticul', 1);
    await expect.element(first).toBeVisible();
    const data = new DataTransfer();
    data.setData('text/plain', 'ФР-00101\t10\t4500\tэтаж 1\r\nФР-00102\t3\t12000\tэтаж 2\r\n');
    first.element().dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
    await expect.element(cell('projectColArticul', 2)).toHaveValue('ФР-00102');
    await expect.element(cell('projectColNote', 2)).toHaveValue('этаж 2');
    await expect.element(cell('projectColQnt', 1)).toHaveValue('10');
    // A spare line stays to type the next one into.
    await expect.element(cell('projectColArticul', 3)).toHaveValue('');
  });
});

describe('<ProjectOrder> on a 320 px phone', () => {
  it('the dialog fits the screen; the line table scrolls in its own box, the line number kept', async () => {
    await page.viewport(320, 700);
    try {
      render(<ProjectOrder open />);
      await typeLine(1, 'ФР-00101', '10', '4500', 'этаж 1, секция Б');
      const table = dialog().getByRole('table', { name: m.projectLinesCaption });
      await expect.element(table).toBeVisible();
      const box = table.element().parentElement!;
      expectDialogFits(dialog().element() as HTMLElement, box);
      // Four inputs and a remove button are wider than a phone: the box really scrolls, the dialog does not.
      expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
      expect(box.getAttribute('tabindex')).toBe('0');
      expect(box.getAttribute('aria-label')).toBe(m.projectLinesCaption);
    } finally {
      await page.viewport(1280, 800);
    }
  });
});

describe('<ProjectOrder> sending', () => {
  it('with one invalid line nothing is sent; fixed, the order goes with its lines and the form starts anew', async () => {
    const sent: number[] = [];
    render(<ProjectOrder open onSent={(id) => sent.push(id)} />);
    await fillPlace();
    await typeLine(1, 'ФР-00101', '10', '4500', 'этаж 1');
    await typeLine(2, 'ФР-00102', '5', '', '');
    await userEvent.click(submit());
    await expect.element(dialog().getByRole('alert').filter({ hasText: m.projectHasErrors })).toBeVisible();
    await expect.element(cell('projectColArticul', 2)).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => deepActiveElement()?.getAttribute('aria-label')).toBe(fill(m.projectCellLabel, { field: m.projectColArticul, n: 2 }));
    expect(posts).toBe(0);

    await userEvent.fill(cell('projectColPrice', 2), '12000');
    await userEvent.fill(cell('projectColNote', 2), 'этаж 2');
    await userEvent.click(submit());
    await expect.element(dialog().getByText(fill(m.projectSent, { id: 101 }))).toBeVisible();
    expect(posts).toBe(1);
    expect(sent).toEqual([101]);
    const [order] = formsOf(state).projectOrders;
    expect(order).toMatchObject({ partner: 'ООО «СтройПроект»', eventRegion: 16, eventCity: 'Казань' });
    expect(order!.lines).toEqual([
      { articul: 'ФР-00101', qnt: '10', price: '4500', note: 'этаж 1' },
      { articul: 'ФР-00102', qnt: '5', price: '12000', note: 'этаж 2' },
    ]);
    await expect.element(cell('projectColArticul', 1)).toHaveValue('');
    await expect.element(dialog().getByRole('textbox', { name: m.projectPartner })).toHaveValue('');
  });

  it('with no product (only a note, or nothing) it says so and sends nothing', async () => {
    render(<ProjectOrder open />);
    await fillPlace();
    await userEvent.click(submit());
    await expect.element(dialog().getByText(m.projectNoProducts)).toBeVisible();
    expect(posts).toBe(0);
  });

  it('required place fields are marked, the first one focused', async () => {
    render(<ProjectOrder open />);
    await typeLine(1, 'ФР-00101', '10', '4500', 'этаж 1');
    await userEvent.click(submit());
    await expect.element(dialog().getByRole('textbox', { name: m.projectPartner })).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => deepActiveElement()?.getAttribute('name')).toBe('partner');
    expect(posts).toBe(0);
  });

  it('every field the form requires is marked as required beforehand: the asterisk in its label and `required`', async () => {
    render(<ProjectOrder open />);
    await typeLine(1, 'ФР-00101', '10', '4500', 'этаж 1');
    await userEvent.click(submit());
    await expect.element(dialog().getByRole('textbox', { name: m.projectPartner })).toHaveAttribute('aria-invalid', 'true');
    const box = dialog().element();
    // The fields the submit found empty and said so: each must have told the buyer before.
    const refused = [...box.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].filter((control) => {
      const errorId = control.getAttribute('aria-describedby')?.split(' ')[0];
      return errorId && (control.getRootNode() as Document).getElementById(errorId)?.textContent === m.required;
    });
    const names = refused.map((control) => control.getAttribute('name'));
    expect(names).toEqual(expect.arrayContaining(['partner', 'federalDistrict', 'region', 'city']));
    for (const control of refused) {
      const label = box.querySelector(`label[for="${control.id}"]`);
      expect(label?.querySelector('.b2b-field-required')?.textContent?.trim(), control.getAttribute('name')!).toBe('*');
      expect((control as HTMLInputElement).required, control.getAttribute('name')!).toBe(true);
    }
  });

  it('a refusal keeps every field; a line the portal refuses is marked with its words', async () => {
    render(<ProjectOrder open />);
    await fillPlace();
    await typeLine(1, 'НЕТ-ТАКОГО', '1', '1', 'x');
    await userEvent.click(submit());
    const refusal = 'Строка 1: товара с артикулом «НЕТ-ТАКОГО» нет в каталоге';
    await expect.element(dialog().getByRole('alert').filter({ hasText: fill(m.projectFailed, { error: refusal }) })).toBeVisible();
    await expect.element(cell('projectColArticul', 1)).toHaveAttribute('aria-invalid', 'true');
    await expect.element(cell('projectColArticul', 1)).toHaveValue('НЕТ-ТАКОГО');
    await expect.element(dialog().getByRole('textbox', { name: m.projectPartner })).toHaveValue('ООО «СтройПроект»');
    await expect.element(dialog().getByRole('combobox', { name: m.projectCity })).toHaveValue('Казань');
  });

  it('a server failure shows in Russian and loses nothing', async () => {
    worker.use(http.post('/api/projectOrder', () => HttpResponse.json({ status: 'error', message: 'База недоступна' }, { status: 503 })));
    render(<ProjectOrder open />);
    await fillPlace();
    await typeLine(1, 'ФР-00101', '10', '4500', 'этаж 1');
    await userEvent.click(submit());
    await expect.element(dialog().getByRole('alert').filter({ hasText: fill(m.projectFailed, { error: 'База недоступна' }) })).toBeVisible();
    await expect.element(cell('projectColNote', 1)).toHaveValue('этаж 1');
    await expect.element(dialog().getByRole('combobox', { name: m.projectRegion })).toHaveValue('16');
  });
});

describe('<b2b-project-order>', () => {
  it('opens from data-b2b-open; the city is suggested as typed and choosing one sets its region and district', async () => {
    document.body.innerHTML = `<a href="#" id="opener" data-b2b-open="project-order">Проектный заказ</a><b2b-project-order></b2b-project-order>`;
    await userEvent.click(document.querySelector('#opener')!);
    const city = dialog().getByRole('combobox', { name: m.projectCity });
    await expect.element(city).toBeVisible();
    await userEvent.type(city, 'каз');
    await expect.element(city).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(dialog().getByRole('option', { name: 'Казань' }));
    await expect.element(city).toHaveValue('Казань');
    await expect.element(dialog().getByRole('combobox', { name: m.projectRegion })).toHaveValue('16');
    await expect.element(dialog().getByRole('combobox', { name: m.projectFederalDistrict })).toHaveValue('5');
  });
});
