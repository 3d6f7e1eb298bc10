import { RefreshCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import './status-tile.css';

export type StatusTileState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; onRetry?: () => void; retrying?: boolean }
  /** tone: ok (lime), warn (amber) or off (muted, e.g. a part not connected yet). */
  | { kind: 'value'; value: string; detail?: ReactNode; tone?: 'ok' | 'warn' | 'off' };

type StatusTileProps = {
  label: string;
  icon: LucideIcon;
  accent: 'purple' | 'cyan' | 'lime' | 'pink' | 'amber';
  state: StatusTileState;
};

/** One figure on a dashboard, with its loading and error states. */
export function StatusTile({ label, icon: Icon, accent, state }: StatusTileProps) {
  const tone = state.kind === 'value' ? (state.tone ?? 'ok') : state.kind;
  return (
    <article
      className={`status-tile accent-${accent} status-tile--${tone}`}
      aria-busy={state.kind === 'loading'}
    >
      <header className="status-tile__header">
        <Icon className="status-tile__icon" aria-hidden="true" />
        <h3 className="caps-label status-tile__label">{label}</h3>
      </header>
      {state.kind === 'loading' ? (
        <p className="status-tile__value status-tile__value--pending">Loading...</p>
      ) : null}
      {state.kind === 'error' ? (
        <>
          <p className="status-tile__value">Couldn&apos;t load</p>
          <p className="status-tile__detail">{state.message}</p>
          {state.onRetry ? (
            <button
              type="button"
              className="status-tile__retry"
              onClick={state.onRetry}
              disabled={state.retrying}
            >
              <RefreshCw aria-hidden="true" />
              Try again
            </button>
          ) : null}
        </>
      ) : null}
      {state.kind === 'value' ? (
        <>
          <p className="status-tile__value">{state.value}</p>
          {state.detail ? <p className="status-tile__detail">{state.detail}</p> : null}
        </>
      ) : null}
    </article>
  );
}
