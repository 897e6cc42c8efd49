import type { Decorator } from '@storybook/react-vite';
import { useState, type ComponentType, type ReactNode } from 'react';
import { userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/button';
import { StyleRoot } from '../../src/ui/StyleRoot';
import { baseCss, uiCss } from '../../src/ui/styles';

/**
 * A page button and the modal widget it opens, as on the portal: stories of
 * the visitor modals (callback, login, registration) start closed (the docs
 * page shows many at once) and their play functions press the button.
 */
export function VisitorOpener({ label, children }: { label: string; children: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      {children(open, () => setOpen(false))}
    </>
  );
}

interface ModalProps {
  open?: boolean;
  onClose?: () => void;
}

/** The stories' `render`: the modal behind its opener button; closing it also reaches the `onClose` arg. */
export function renderBehindOpener<P extends ModalProps>(Modal: ComponentType<P>, label: string) {
  return function BehindOpener(args: P) {
    return (
      <VisitorOpener label={label}>
        {(open, close) => (
          <Modal
            {...args}
            open={open}
            onClose={() => {
              args.onClose?.();
              close();
            }}
          />
        )}
      </VisitorOpener>
    );
  };
}

/** The widget's styles around the story, as its shadow root has them. */
export const withWidgetCss =
  (css: string): Decorator =>
  (Story) => (
    <StyleRoot css={[baseCss, uiCss, css]}>
      <Story />
    </StyleRoot>
  );

export type Scope = ReturnType<typeof within>;

/** Presses the opener and returns the dialog it opened, to query inside. */
export async function openDialog(canvasElement: HTMLElement, opener: string, title: string): Promise<Scope> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: opener }));
  return within(await canvas.findByRole('dialog', { name: title }));
}
