// The states of the master pages around their content: loading shimmer and empty states.
import { Link } from 'react-router';

type Action = { label: string; to?: string; onClick?: () => void };

export function EmptyState({
  title,
  body,
  action,
  testId,
}: {
  title: string;
  body?: string;
  action?: Action;
  testId?: string;
}) {
  return (
    <div className="master-empty" role="status" data-testid={testId ?? 'master-empty'}>
      <svg className="master-empty-art" viewBox="0 0 120 96" aria-hidden focusable="false">
        <ellipse cx="60" cy="86" rx="42" ry="6" fill="#eadfcc" />
        <path
          d="M38 30c0-14 10-22 22-22s22 8 22 22c0 10-4 16-4 26H42c0-10-4-16-4-26Z"
          fill="#fffdf8"
          stroke="#c9a063"
          strokeWidth="2"
        />
        <path d="M42 56h36v8a6 6 0 0 1-6 6H48a6 6 0 0 1-6-6v-8Z" fill="#f4e3c3" stroke="#c9a063" strokeWidth="2" />
        <circle cx="60" cy="32" r="9" fill="none" stroke="#8c1c13" strokeWidth="2.5" />
        <path d="m66.5 38.5 7 7" stroke="#8c1c13" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <h2 className="master-empty-title">{title}</h2>
      {body && <p className="master-empty-body">{body}</p>}
      {action?.to && (
        <Link className="master-button" to={action.to}>
          {action.label}
        </Link>
      )}
      {action?.onClick && (
        <button type="button" className="master-button" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}

export function LoadingCards({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div className="master-loading" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="master-result is-skeleton">
          <span className="shimmer master-result-photo" />
          <span className="master-result-body">
            <span className="shimmer line w40" />
            <span className="shimmer line w70" />
            <span className="shimmer line w90" />
          </span>
        </div>
      ))}
    </div>
  );
}

export function LoadingPage({ label }: { label: string }) {
  return (
    <div className="master-loading" role="status" aria-busy="true" aria-label={label}>
      <div className="master-hero is-skeleton">
        <span className="shimmer master-photo" />
        <span className="shimmer line w40" />
        <span className="shimmer line w60" />
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="card">
          <span className="shimmer line w30" />
          <span className="shimmer line w90" />
          <span className="shimmer line w80" />
          <span className="shimmer line w60" />
        </div>
      ))}
    </div>
  );
}
