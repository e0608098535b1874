// A labelled text input with its live `n/max` counter and a clear button.
import { type InputHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';
import { clampTo, counterText } from './search-rules.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'maxLength'> & {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  /** drop every space as it is typed or pasted (codes and hashes have none) */
  noSpaces?: boolean;
  hint?: string;
  testId: string;
};

export function SearchField({ label, value, max, onChange, noSpaces, hint, testId, ...input }: Props) {
  const { t } = useTranslation('search');
  const id = useId();
  const full = [...value].length >= max;
  const change = (next: string) => onChange(clampTo(noSpaces ? next.replace(/\s+/g, '') : next, max));
  return (
    <div className="search-field">
      <label className="search-field-label" htmlFor={id}>
        {label}
      </label>
      <div className="search-field-box">
        <input
          id={id}
          className="search-field-input"
          value={value}
          maxLength={max}
          onChange={(event) => change(event.target.value)}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          data-testid={`${testId}-input`}
          {...input}
        />
        {value && (
          <button
            type="button"
            className="search-field-clear"
            aria-label={`${t('clear')} ${label}`}
            onClick={() => onChange('')}
          >
            <CloseIcon width={12} height={12} />
          </button>
        )}
        <span className={`search-field-counter${full ? ' is-full' : ''}`} data-testid={`${testId}-counter`}>
          {counterText(value, max)}
        </span>
      </div>
      {hint && <div className="search-field-hint">{hint}</div>}
    </div>
  );
}
