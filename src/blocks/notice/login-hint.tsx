import type { MouseEvent } from 'react';
import { getConfig } from '../../core/config';
import { t } from '../../core/messages/text';
import { selectVisitor } from '../../stores/session';
import { useSession } from '../../stores/react-session';
import { openWidget } from '../element/open-links';

/**
 * True once the session says nobody is logged in (the server would answer the
 * widget's calls with 401), or while it is loading on a page that says so
 * (`b2b:signed-in` false): the hint shows from the first frame instead of
 * replacing the signed-in form a moment later, which moved the page below it.
 */
export function useVisitor(): boolean {
  const saidSignedOut = getConfig().signedIn === false;
  return useSession((state) => selectVisitor(state) || (saidSignedOut && state.status !== 'ready'));
}

/**
 * What a widget a visitor cannot use says instead of failing silently:
 * why, and a «Войти» link that opens the page's <b2b-login> (without
 * one on the page it goes to the site's home page, which carries the login).
 */
export function LoginHint({ text, className }: { text: string; className?: string }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (openWidget('login', event.currentTarget.ownerDocument)) event.preventDefault();
  };
  return (
    <p className={['b2b-login-hint', className].filter(Boolean).join(' ')} part="login-hint" role="note">
      {text}{' '}
      <a href={`${getConfig().siteBase}/`} onClick={open}>
        {t('visitorLogin')}
      </a>
    </p>
  );
}
