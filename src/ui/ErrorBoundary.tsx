import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Shown instead of the children once they have thrown; null hides an optional part. */
  fallback: ReactNode;
}

/**
 * Keeps a failing part (a chunk that could not download, say) from taking the whole shop down:
 * the rest of the page stays usable. The error is logged once, without any visitor data.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Holiday shop: a part of the page failed: ${error.message}`, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
