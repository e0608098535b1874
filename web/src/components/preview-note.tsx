import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './preview-note.css';

/**
 * Marks a screen whose behaviour the spec does not show: what it displays is a preview.
 * `children` adds what is particular to the screen (for example that its form sends nothing).
 */
export function PreviewNote({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="preview-note" role="note" data-testid="preview-note">
      <strong>{t('preview.badge')}</strong>
      <span>
        {t('preview.note')}
        {children && <> {children}</>}
      </span>
    </div>
  );
}
