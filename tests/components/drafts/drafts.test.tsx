// <Drafts>: the list (POST drafts, pages of 10) with the default
// label for a draft without a name, a draft's lines, remove after 'Подтвердите
// действие', repeat with the same preview and result modals as orders, rename
// (non-empty), and the checked rows' bulk remove.
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BasketCounter } from 'b2b-widgets/basket-counter';
import { Drafts } from 'b2b-widgets/drafts';
import { formatPrice, NBSP, recordsSelected } from '../../../src/core/format';
import { defaultMessages as m } from '../../../src/core/messages';
import { createDraftHandlers, createDrafts, createHandlers, createState, type FakeDrafts, type FakeState } from '../../../src/testing';
import { fakeServer } from '../support/fake-server';
import { fill } from '../../../src/core/messages/fill';
import { checkReadFailures } from '../support/read-failures';

const worker = fakeServer();
let state: FakeState;
let fake: FakeDrafts;

beforeEach(() => {
  state = createState();
  fake = createDrafts(state, 5);
  worker.use(...createDraftHandlers(state, fake), ...createHandlers(state));
});

const table = () => page.getByRole('table', { name: m.draftsCaption });
const label = (d: FakeDrafts['drafts'][number]) => d.header || fill(m.basketDraftDefault, { date: d.date, time: d.time });
const row = (d: FakeDrafts['drafts'][number]) => table().getByRole('row').filter({ has: page.getByRole('rowheader', { name: label(d) }) });
const sent = (kind: string) => fake.log.filter((l) => l.startsWith(kind));

describe('<Drafts> list', () => {
  it('asks for page 1 of 10 and shows name (or the default label), date and time, lines, sum and contract', async () => {
    render(<Drafts />);
    const [named, unnamed] = fake.drafts;
    await expect.element(row(named!)).toBeVisible();
    expect(unnamed!.header).toBe('');
    const r = row(unnamed!);
    await expect.element(r.getByRole('button', { name: fill(m.draftsOpenLabel, { name: label(unnamed!) }) })).toHaveTextContent(/^Корзина от \d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    const cell = (text: string) => r.getByRole('cell', { name: text, exact: true });
    await expect.element(cell(`${unnamed!.date} ${unnamed!.time}`)).toBeVisible();
    await expect.element(cell(unnamed!.contractHeader)).toBeVisible();
    await expect.element(cell(String(unnamed!.lines))).toBeVisible();
    await expect.element(cell(`${formatPrice(unnamed!.sum)}${NBSP}₽`)).toBeVisible();
    expect(sent('list')).toEqual(['list page=1 perpage=10']);
  });

  it('pages through more than 10 drafts', async () => {
    fake.drafts = createDrafts(state, 13).drafts;
    render(<Drafts />);
    await expect.element(row(fake.drafts[0]!)).toBeVisible();
    await userEvent.click(page.getByRole('navigation').getByText('2', { exact: true }));
    await expect.element(row(fake.drafts[12]!)).toBeVisible();
    expect(sent('list').at(-1)).toBe('list page=2 perpage=10');
  });

  it('no drafts: says so and where drafts come from', async () => {
    fake.drafts = [];
    render(<Drafts />);
    await expect.element(page.getByText(m.draftsEmpty)).toBeVisible();
  });

  it('a refused read (4xx) says why with no «Повторить»; a failed one (5xx) offers it and reads again', async () => {
    await checkReadFailures((f) => (fake.failNext.list = f), <Drafts />, table);
  });


  it('opens a draft to see its lines', async () => {
    render(<Drafts />);
    const draft = fake.drafts[0]!;
    await userEvent.click(page.getByRole('button', { name: fill(m.draftsOpenLabel, { name: label(draft) }) }));
    const dialog = page.getByRole('dialog', { name: fill(m.draftsLinesTitle, { name: label(draft) }) });
    for (const line of draft.preview) await expect.element(dialog.getByRole('rowheader', { name: line.header })).toBeVisible();
  });
});

describe('<Drafts> remove and rename', () => {
  it('remove asks Подтвердите действие; Нет keeps it, Да removes it', async () => {
    render(<Drafts />);
    const draft = fake.drafts[1]!;
    const button = () => row(draft).getByRole('button', { name: fill(m.draftsRemoveLabel, { name: label(draft) }) });
    await userEvent.click(button());
    await userEvent.click(page.getByRole('alertdialog', { name: m.confirmTitle }).getByRole('button', { name: m.no }));
    expect(sent('remove')).toEqual([]);
    await userEvent.click(button());
    const dialog = page.getByRole('alertdialog', { name: m.confirmTitle });
    await expect.element(dialog.getByText(fill(m.draftsRemoveAsk, { name: label(draft) }))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: m.yes }));
    await expect.element(row(draft)).not.toBeInTheDocument();
    expect(sent('remove')).toEqual([`remove ${draft.id}`]);
    await expect.element(page.getByText(fill(m.draftsFound, { n: 4 }))).toBeVisible();
  });

  it('a failed removal leaves the draft, says why in Russian, and retries', async () => {
    render(<Drafts />);
    const draft = fake.drafts[0]!;
    fake.failNext.remove = { status: 500, message: 'Ошибка базы данных' };
    await userEvent.click(row(draft).getByRole('button', { name: fill(m.draftsRemoveLabel, { name: label(draft) }) }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: m.yes }));
    await expect.element(page.getByRole('alert').getByText(/Ошибка базы данных/)).toBeVisible();
    await expect.element(row(draft)).toBeVisible();
    await userEvent.click(page.getByRole('alert').getByRole('button', { name: m.retry }));
    await expect.element(row(draft)).not.toBeInTheDocument();
  });

  it('rename refuses an empty name in Russian without a request, then saves a new one in place', async () => {
    render(<Drafts />);
    const draft = fake.drafts[1]!;
    await userEvent.click(row(draft).getByRole('button', { name: fill(m.draftsRenameLabel, { name: label(draft) }) }));
    const dialog = page.getByRole('dialog', { name: m.draftsRenameTitle });
    const field = dialog.getByRole('textbox', { name: m.draftsRenameTitle });
    await expect.element(field).toHaveValue(label(draft));
    await userEvent.fill(field, '   ');
    await userEvent.click(dialog.getByRole('button', { name: m.save }));
    await expect.element(dialog.getByText(m.required)).toBeVisible();
    expect(sent('rename')).toEqual([]);
    await userEvent.fill(field, 'Склад на Обводном');
    await userEvent.click(dialog.getByRole('button', { name: m.save }));
    await expect.element(table().getByRole('rowheader', { name: 'Склад на Обводном' })).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(sent('rename')).toEqual([`rename ${draft.id} Склад на Обводном`]);
    expect(sent('list')).toHaveLength(1);
  });

  it('row checkboxes, check-all and the bulk bar; bulk remove sends the checked drafts at once', async () => {
    render(<Drafts />);
    const [a, , c] = fake.drafts;
    await userEvent.click(table().getByRole('checkbox', { name: fill(m.draftsRowLabel, { name: label(a!) }) }));
    await userEvent.click(table().getByRole('checkbox', { name: fill(m.draftsRowLabel, { name: label(c!) }) }));
    await expect.element(table().getByText(recordsSelected(2))).toBeVisible();
    await userEvent.click(table().getByRole('button', { name: m.draftsRemoveChecked }));
    const dialog = page.getByRole('alertdialog', { name: m.confirmTitle });
    await expect.element(dialog.getByText(fill(m.draftsRemoveCheckedAsk, { n: 2 }))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: m.yes }));
    await expect.element(row(a!)).not.toBeInTheDocument();
    await expect.element(row(c!)).not.toBeInTheDocument();
    expect(sent('remove')).toEqual([`remove ${a!.id},${c!.id}`]);
    await userEvent.click(table().getByRole('checkbox', { name: 'Выбрать все строки' }));
    await expect.element(table().getByText(recordsSelected(3))).toBeVisible();
  });
});

describe('<Drafts> changed in another tab meanwhile', () => {
  /** What the one line says: in an alert of its own, once, with no «Повторить». */
  async function saidOnce(text: string) {
    await expect.element(page.getByRole('alert')).toHaveTextContent(text);
    expect(page.getByText(text).elements()).toHaveLength(1);
    await expect.element(page.getByRole('alert').getByRole('button', { name: m.retry })).not.toBeInTheDocument();
  }
  /** The other tab removes `draft` on the server. */
  const removeElsewhere = (draft: FakeDrafts['drafts'][number]) => (fake.drafts = fake.drafts.filter((d) => d !== draft));

  it('removing a draft removed meanwhile: the row goes and one line says it is gone already', async () => {
    render(<Drafts />);
    const draft = fake.drafts[1]!;
    await expect.element(row(draft)).toBeVisible();
    removeElsewhere(draft);
    await userEvent.click(row(draft).getByRole('button', { name: fill(m.draftsRemoveLabel, { name: label(draft) }) }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: m.yes }));
    await saidOnce(fill(m.draftsGone, { name: label(draft) }));
    await expect.element(row(draft)).not.toBeInTheDocument();
    await expect.element(page.getByText(fill(m.draftsFound, { n: 4 }))).toBeVisible();
  });

  it('bulk removal with one of them removed meanwhile: that row goes, the other stays checked, one line names the gone one', async () => {
    render(<Drafts />);
    const [a, , c] = fake.drafts;
    await userEvent.click(table().getByRole('checkbox', { name: fill(m.draftsRowLabel, { name: label(a!) }) }));
    await userEvent.click(table().getByRole('checkbox', { name: fill(m.draftsRowLabel, { name: label(c!) }) }));
    removeElsewhere(c!);
    await userEvent.click(table().getByRole('button', { name: m.draftsRemoveChecked }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: m.yes }));
    await saidOnce(fill(m.draftsGone, { name: label(c!) }));
    await expect.element(row(c!)).not.toBeInTheDocument();
    // All or nothing: the other one is still there, still checked, for the buyer to remove again.
    await expect.element(row(a!)).toBeVisible();
    await expect.element(table().getByRole('checkbox', { name: fill(m.draftsRowLabel, { name: label(a!) }) })).toBeChecked();
    await expect.element(table().getByText(recordsSelected(1))).toBeVisible();
    expect(sent('remove')).toEqual([`remove ${a!.id},${c!.id}`]);
  });

  it('renaming a draft renamed meanwhile: the row shows the name it has now, one line says so; nothing renamed over', async () => {
    render(<Drafts />);
    const draft = fake.drafts[0]!;
    const was = label(draft);
    await userEvent.click(row(draft).getByRole('button', { name: fill(m.draftsRenameLabel, { name: was }) }));
    const dialog = page.getByRole('dialog', { name: m.draftsRenameTitle });
    draft.header = 'Имя из другой вкладки';
    await userEvent.fill(dialog.getByRole('textbox', { name: m.draftsRenameTitle }), 'Склад на Обводном');
    await userEvent.click(dialog.getByRole('button', { name: m.save }));
    await expect.element(dialog).not.toBeInTheDocument();
    await saidOnce(fill(m.draftsRenamedMeanwhile, { was, name: 'Имя из другой вкладки' }));
    await expect.element(table().getByRole('rowheader', { name: 'Имя из другой вкладки' })).toBeVisible();
    expect(draft.header).toBe('Имя из другой вкладки');
    expect(sent('list')).toHaveLength(1);
  });

  it('renaming a draft removed meanwhile: the dialog closes, the row goes, one line says so', async () => {
    render(<Drafts />);
    const draft = fake.drafts[2]!;
    await userEvent.click(row(draft).getByRole('button', { name: fill(m.draftsRenameLabel, { name: label(draft) }) }));
    const dialog = page.getByRole('dialog', { name: m.draftsRenameTitle });
    removeElsewhere(draft);
    await userEvent.fill(dialog.getByRole('textbox', { name: m.draftsRenameTitle }), 'Склад на Обводном');
    await userEvent.click(dialog.getByRole('button', { name: m.save }));
    await expect.element(dialog).not.toBeInTheDocument();
    await saidOnce(fill(m.draftsGone, { name: label(draft) }));
    await expect.element(row(draft)).not.toBeInTheDocument();
  });

  it('repeating a draft removed meanwhile: no preview, the row goes, one line says so', async () => {
    render(<Drafts />);
    const draft = fake.drafts[0]!;
    await expect.element(row(draft)).toBeVisible();
    removeElsewhere(draft);
    await userEvent.click(row(draft).getByRole('button', { name: fill(m.draftsRepeatLabel, { name: label(draft) }) }));
    await saidOnce(fill(m.draftsGone, { name: label(draft) }));
    await expect.element(row(draft)).not.toBeInTheDocument();
    await expect.element(page.getByRole('dialog', { name: new RegExp(m.previewTitle) })).not.toBeInTheDocument();
    expect(sent('repeat')).toEqual([]);
  });
});

describe('<Drafts> repeat', () => {
  it('the preview adds the lines; the result modal counts them; the basket counter grows at once', async () => {
    render(
      <>
        <BasketCounter />
        <Drafts />
      </>,
    );
    const draft = fake.drafts[0]!;
    await expect.element(page.getByRole('link', { name: new RegExp(m.basketCounterEmpty) })).toBeVisible();
    await userEvent.click(row(draft).getByRole('button', { name: fill(m.draftsRepeatLabel, { name: label(draft) }) }));
    const preview = page.getByRole('dialog', { name: new RegExp(m.previewTitle) });
    await expect.element(preview).toHaveAccessibleName(`${label(draft)}: ${m.previewTitle}`);
    await userEvent.click(preview.getByRole('button', { name: m.previewAdd }));
    const done = page.getByRole('dialog', { name: m.repeatDone });
    await expect.element(done.getByText(fill(m.repeatDoneCount, { n: 3 }))).toBeVisible();
    await expect.element(page.getByRole('link', { name: /Корзина/ })).toHaveTextContent(/3/);
    expect(sent('repeat')).toEqual([`repeat ${draft.id}`]);
  });

  it('what changed: dearer, short and withdrawn lines; the buyer unticks a line', async () => {
    render(<Drafts />);
    const draft = fake.drafts[2]!;
    const [dearer, short, gone] = draft.preview;
    await userEvent.click(row(draft).getByRole('button', { name: fill(m.draftsRepeatLabel, { name: label(draft) }) }));
    const preview = page.getByRole('dialog', { name: new RegExp(m.previewTitle) });
    await expect.element(preview.getByText(/^дороже на /)).toBeVisible();
    await expect.element(preview.getByText(fill(m.previewShort, { n: 2 }))).toBeVisible();
    await expect.element(preview.getByRole('checkbox', { name: fill(m.previewPick, { header: gone!.header }) })).toBeDisabled();
    await userEvent.click(preview.getByRole('checkbox', { name: fill(m.previewPick, { header: dearer!.header }) }));
    await userEvent.click(preview.getByRole('button', { name: m.previewAdd }));
    await expect.element(page.getByText(fill(m.repeatDoneCount, { n: 1 }))).toBeVisible();
    expect(state.basket.map((b) => [b.id, b.qnt])).toEqual([[short!.id, 2]]);
  });

  it('nothing in stock: the spec’s ‘Нет в наличии’ modal, nothing sent', async () => {
    render(<Drafts />);
    const draft = fake.drafts[3]!;
    await userEvent.click(row(draft).getByRole('button', { name: fill(m.draftsRepeatLabel, { name: label(draft) }) }));
    await expect.element(page.getByRole('dialog', { name: m.repeatEmptyTitle }).getByText(m.repeatEmpty)).toBeVisible();
    expect(sent('repeat')).toEqual([]);
  });
});
