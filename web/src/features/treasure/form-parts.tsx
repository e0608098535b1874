// Parts of the treasure pages' own forms (a report, a detail upload): the form, a text with its
// count of characters, and the form's send button.
import type { ReactNode } from 'react';
import { chars } from '#contract/rules/problem.ts';

/** The form, a card, sent by `onSend` (never by the browser: the app checks and sends it). */
export function SentForm({ onSend, children }: { onSend: () => void; children: ReactNode }) {
  return (
    <form
      className="card report-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {children}
    </form>
  );
}

/** A text field with its count: the characters typed, against the most it takes. */
export function CountedText({
  label,
  name,
  rows,
  value,
  max,
  placeholder,
  onChange,
  counterTestId,
}: {
  label: string;
  name: string;
  rows: number;
  value: string;
  max: number;
  placeholder: string;
  onChange: (value: string) => void;
  counterTestId?: string;
}) {
  return (
    <label className="form-field">
      <span className="form-label">{label}</span>
      <textarea
        name={name}
        rows={rows}
        value={value}
        maxLength={max}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className="form-counter" data-testid={counterTestId}>
        {chars(value)}/{max}
      </span>
    </label>
  );
}

/** The form's send button, held while the form is sent or a picture is still uploading. */
export function SendButton({ held, testId, children }: { held: boolean; testId: string; children: ReactNode }) {
  return (
    <button type="submit" className="primary-button primary-button--block" disabled={held} data-testid={testId}>
      {children}
    </button>
  );
}
