import { ChevronIcon, ScanIcon } from './icons.tsx';

/** The big scan row at the top of each tab. */
export function ScanButton({
  title,
  hint,
  onClick,
  testId,
}: {
  title: string;
  hint: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button type="button" className="scan-button" onClick={onClick} data-testid={testId}>
      <span className="scan-button-icon">
        <ScanIcon width={22} height={22} />
      </span>
      <span className="scan-button-text">
        <strong>{title}</strong>
        <small>{hint}</small>
      </span>
      <ChevronIcon className="scan-button-chevron" width={18} height={18} />
    </button>
  );
}

export function OrDivider({ text }: { text: string }) {
  return (
    <div className="or-divider" role="separator">
      <span>{text}</span>
    </div>
  );
}

export function SearchButton({
  label,
  busyLabel,
  busy,
  testId,
}: {
  label: string;
  busyLabel?: string;
  busy?: boolean;
  testId: string;
}) {
  return (
    <button
      type="submit"
      className={`search-submit${busy ? ' is-busy' : ''}`}
      disabled={busy}
      aria-busy={busy}
      data-testid={testId}
    >
      {busy && <span className="search-spinner" aria-hidden />}
      {busy && busyLabel ? busyLabel : label}
    </button>
  );
}
