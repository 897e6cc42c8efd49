/** The session hooks as a widget uses them: attributes override the page's choice; notices follow the contract. */
import { expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { defaultMessages } from '../../../src/core/messages';
import { StoresProvider, useContractNotice, useEffectiveContract, useSession } from '../../../src/stores/react';
import { createSessionStore } from '../../../src/stores/session';
import type { SessionApi } from '../../../src/stores/api';
import type { InitData } from '../../../src/stores/types';

const init: InitData = {
  user: { id: 5, name: 'Демо', login: 'demo', isDemo: true, type_id: 2, role: 'customer' },
  contracts: [
    { id: 1, header: 'Договор 1', stopOrders: true, debtAlert: 'Долг 10 000 ₽' },
    { id: 3, header: 'Договор 3', stopOrders: false, debtAlert: null },
  ],
  selectedContract: 3,
  warehouses: [{ id: 1, header: 'Москва', pos: 1 }],
  warehouseIdDefault: 1,
};

const api: SessionApi = {
  initdata: () => Promise.resolve(structuredClone(init)),
  filterinit: () => Promise.reject(new Error('not used')),
  setContract: (body) => Promise.resolve({ status: 'success', selectedContract: body.id, actualWms: body.wms ?? 1 }),
};

function Widget({ contract }: { contract?: number }) {
  const { contract: chosen, warehouseId } = useEffectiveContract({ contract });
  const notice = useContractNotice({ contract });
  const login = useSession((s) => s.user?.login);
  return (
    <section aria-label={`виджет ${contract ?? 'страницы'}`}>
      <p>{login}</p>
      <p>
        {chosen?.header} / склад {warehouseId}
      </p>
      {notice && <p role="alert">{`${notice.title}: ${notice.text}`}</p>}
    </section>
  );
}

it('follows the page choice unless the widget has its own contract attribute', async () => {
  const session = createSessionStore({ api });
  await session.ensureLoaded();
  const screen = await render(
    <StoresProvider session={session}>
      <Widget />
      <Widget contract={1} />
    </StoresProvider>,
  );
  const page = screen.getByRole('region', { name: 'виджет страницы' });
  const own = screen.getByRole('region', { name: 'виджет 1' });
  await expect.element(page.getByText('Договор 3 / склад 1')).toBeVisible();
  await expect.element(page.getByText('demo')).toBeVisible();
  expect(page.getByRole('alert').query()).toBeNull();
  await expect.element(own.getByRole('alert')).toHaveTextContent(`${defaultMessages.stopOrdersTitle}: Долг 10 000 ₽`);

  await session.chooseContract(1);
  await expect.element(page.getByRole('alert')).toHaveTextContent(defaultMessages.stopOrdersTitle);
  await expect.element(page.getByText('Договор 1 / склад 1')).toBeVisible();
});
