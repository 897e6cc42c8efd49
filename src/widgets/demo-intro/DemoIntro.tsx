import { useEffect, useState } from 'react';
import { demoIntroHtml, demoIntroSeen } from '../../core/api/chrome';
import { t } from '../../core/messages/demo-intro';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { StyleRoot } from '../../ui/StyleRoot';
import { sanitizeHtml } from '../../blocks/html/sanitize-html';
import { useDialogHost } from '../../blocks/element/host-context';
import { demoIntroStyles } from './demo-intro-styles';

export interface DemoIntroProps {
  /** The dialog shows while true (the element's `open` attribute: the server sets it while the intro is owed, the widget removes it when closed). */
  open?: boolean;
  /** Closed (React users set `open` false here); the server has been told already. */
  onClose?: () => void;
}

/**
 * The demo user's first-login dialog (spec 1, 2: /ajax/authdemofirstform):
 * what the demo can do. Closing tells the server (`demoIntroSeen`), which
 * never shows it again in this demo session.
 */
export function DemoIntro({ open = false, onClose }: DemoIntroProps) {
  const { close: closeDialog } = useDialogHost(onClose);
  const [body, setBody] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || body !== null) return;
    const abort = new AbortController();
    demoIntroHtml({ signal: abort.signal })
      .then(sanitizeHtml)
      .then(setBody, () => {
        // The intro's own words still explain the demo.
        if (!abort.signal.aborted) setFailed(true);
      });
    return () => abort.abort();
  }, [open, body]);

  const close = () => {
    closeDialog();
    // Told once; a lost call only means the intro shows again on the next page.
    demoIntroSeen().catch(() => undefined);
  };

  return (
    <StyleRoot css={demoIntroStyles} className="b2b-demo-intro" part="base">
      <Modal
        open={open}
        onClose={close}
        title={t('demoIntroTitle')}
        size="small"
        footer={
          <Button variant="primary" onClick={close} autoFocus>
            {t('demoIntroClose')}
          </Button>
        }
      >
        {body !== null ? (
          // Sanitized server HTML (design 4).
          <div className="b2b-demo-intro-body" part="body" dangerouslySetInnerHTML={{ __html: body }} />
        ) : failed ? (
          <p className="b2b-demo-intro-body">{t('demoIntroFallback')}</p>
        ) : (
          <p className="b2b-demo-intro-body" role="status">
            {t('demoIntroLoading')}
          </p>
        )}
      </Modal>
    </StyleRoot>
  );
}
