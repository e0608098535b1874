// Newline-separated text shown a few lines at a time: honors show HONOR_LINES_SHOWN lines
// then expand; a description over DESCRIPTION_LINES_COLLAPSED lines collapses.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  lines: string[];
  shown: number;
  /** 'list': one item per line (honors); 'text': paragraphs (description, profile) */
  variant: 'list' | 'text';
  testId?: string;
};

export function ExpandableLines({ lines, shown, variant, testId }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const collapsible = lines.length > shown;
  const visible = collapsible && !open ? lines.slice(0, shown) : lines;
  return (
    <div className={`lines lines--${variant} ${collapsible && !open ? 'lines--collapsed' : ''}`} data-testid={testId}>
      {variant === 'list' ? (
        <ul>
          {visible.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : (
        visible.map((line, i) => <p key={i}>{line}</p>)
      )}
      {collapsible && (
        <button
          type="button"
          className="lines-toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          data-testid={testId ? `${testId}-toggle` : undefined}
        >
          {open ? t('actions.collapse') : `${t('actions.expand')} (${lines.length})`}
        </button>
      )}
    </div>
  );
}
