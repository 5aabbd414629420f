/**
 * Rendering side of the block registry, safe for the browser bundle: the visible
 * error panel and the per-block error boundary. Resolving and validating document
 * entries is server-side (blocks/resolve.ts), so this module imports no schema and no zod.
 */
import { Component as ReactComponent, type ErrorInfo, type ReactNode } from 'react';
import type { BlockIssue } from './types';

export type { BlockIssue } from './types';

/** Visible report for development and admin previews. */
export function BlockErrorPanel({ title, issues }: { title: string; issues: BlockIssue[] }) {
  return (
    <div className="blk-error" role="alert" data-block-error="">
      <h3>{title}</h3>
      <ul>
        {issues.map((issue, i) => (
          <li key={i}>
            <code>{issue.pointer || '/'}</code> {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface BoundaryProps {
  label: string;
  pointer: string;
  showErrors: boolean;
  children: ReactNode;
}

/**
 * Per-block error boundary (client side). A block that throws while rendering in the
 * browser is replaced by the error panel (development/preview) or by nothing
 * (production); the rest of the page keeps working.
 */
export class BlockBoundary extends ReactComponent<BoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[blocks] ${this.props.label} at ${this.props.pointer || '/'} threw while rendering:`, error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    if (!this.props.showErrors) return null;
    return <BlockErrorPanel title={`${this.props.label} failed to render`} issues={[{ pointer: this.props.pointer, message: this.state.error.message }]} />;
  }
}
