import { Component, type ReactNode } from 'react';
import { StatusPage } from '../components/status-page';

export const notFoundText = 'Page not found';
export const forbiddenText = 'You cannot access this page.';
export const serverErrorText =
  'Something went wrong, we are working on fixing this as soon as possible. Please contact us if the issue persists.';

export function NotFoundPage() {
  return <StatusPage code={404} message={notFoundText} />;
}

export function ForbiddenPage() {
  return <StatusPage code={403} message={forbiddenText} />;
}

export function ServerErrorPage() {
  return <StatusPage code={500} message={serverErrorText} />;
}

type BoundaryProps = { pathname: string; children: ReactNode };

// ScreenErrorBoundary shows the 500 page when a screen throws while it
// renders; going to another page tries again. The frame around pages is
// inside it, so it stays mounted from page to page.
export class ScreenErrorBoundary extends Component<BoundaryProps, { failed: boolean; pathname: string }> {
  state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  render() {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}
