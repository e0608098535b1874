// The parts of the search tabs' forms: the form itself, its scan row, "or type it in" and the search button.
import type { FormEvent, ReactNode, RefObject } from 'react';
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

/**
 * A tab's form. Without any script it is an ordinary GET to / (its fields' names are the
 * address's, `tab` naming a tab other than the first); sent before the app took over, it is held
 * and carried into the app (`data-carry`, lib/early-input.ts). The scan row, "or type it in",
 * then the tab's own fields.
 */
export function SearchForm({
  formRef,
  carry,
  tab,
  label,
  onSubmit,
  scan,
  orType,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  carry: string;
  tab?: string;
  label: string;
  onSubmit: (event: FormEvent) => void;
  scan: { title: string; hint: string; onScan: () => void; testId: string };
  orType: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      className="search-form"
      action="/"
      method="get"
      data-carry={carry}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
    >
      {tab && <input type="hidden" name="tab" value={tab} />}
      <ScanButton title={scan.title} hint={scan.hint} onClick={scan.onScan} testId={scan.testId} />
      <OrDivider text={orType} />
      {children}
    </form>
  );
}
