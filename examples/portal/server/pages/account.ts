import { ACCOUNT_SECTIONS, sectionsOf, type AccountSection } from '../account/scope';
import { widgetTags } from '../../../../src/registry';
import { html, raw, type Raw } from './html';
import { loginHint, type PageCtx } from './layout';

const TITLES: Record<AccountSection, string> = {
  counterparties: 'Контрагенты',
  managers: 'Менеджеры',
  addresses: 'Адреса доставки',
  consignees: 'Грузополучатели',
  notifications: 'Уведомления',
};

/**
 * /account/: one tag per section the user's role may use (account/scope.ts),
 * each in its own panel; tab links switch panels by the address hash (#managers).
 * The CSS below shows the :target panel, else the first: no script is needed, a reload
 * keeps the tab, and panels never move once shown. /static/account-tabs.js only marks
 * the current tab link for screen readers and the highlight.
 */
export function accountPage(ctx: PageCtx): Raw {
  if (!ctx.user) return loginHint(ctx);
  // A section whose widget this build has no tag for is left out (a page never waits on
  // an element that cannot be defined); it appears once its widget is registered.
  const sections = ACCOUNT_SECTIONS.filter((s) => sectionsOf(ctx.user!).includes(s) && (widgetTags as readonly string[]).includes(`b2b-${tagOf(s)}`));
  if (!sections.length) return html`<p>Разделов личного кабинета для вашей учётной записи нет.</p>`;
  const tabs = sections.map(
    (s, i) => html`<li><a href="#${s}" class="account-tab"${raw(i === 0 ? ' aria-current="true"' : '')}>${TITLES[s]}</a></li>`,
  );
  const panels = sections.map(
    (s) => html`<section class="account-panel" id="${s}" aria-label="${TITLES[s]}"><h2>${TITLES[s]}</h2>${raw(`<b2b-${tagOf(s)}></b2b-${tagOf(s)}>`)}</section>`,
  );
  return html`<style>${raw(TAB_CSS)}</style>
<nav class="account-tabs" aria-label="Разделы личного кабинета"><ul>${tabs}</ul></nav>
<div class="account-panels">${panels}</div>
<script src="/static/account-tabs.js" defer></script>`;
}

function tagOf(s: AccountSection): string {
  return s === 'notifications' ? 'notification-settings' : s;
}

const TAB_CSS = `.account-tabs ul{display:flex;flex-wrap:wrap;gap:4px;list-style:none;margin:0 0 16px;padding:0;border-bottom:1px solid #ddd}
.account-tabs a{display:block;padding:8px 14px;border:1px solid transparent;border-radius:4px 4px 0 0;margin-bottom:-1px;text-decoration:none}
.account-tabs a[aria-current="true"]{border-color:#ddd #ddd #fff;background:#fff;color:#333}
.account-panel{display:none;min-height:420px;scroll-margin-top:200px}
.account-panel:target,.account-panels:not(:has(.account-panel:target)) .account-panel:first-child{display:block}`;
