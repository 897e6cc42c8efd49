import { Component, type ReactNode } from 'react';
import { t } from '../../core/messages/text';

interface Props {
  tag: string;
  children: ReactNode;
}

/** A widget that throws shows a short Russian message in its own box; the host page goes on. */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.tag}: render failed`, error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <div role="alert" part="error" className="b2b-widget-error">
          {t('widgetCrashed')}
        </div>
      );
    }
    return this.props.children;
  }
}
