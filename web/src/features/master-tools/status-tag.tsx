// The state of a work, an application or an authorisation, in the product's wording
// (product §4: under review, review failed, approved, blocked; and draft).
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<'work' | 'application' | 'authorisation', Record<number, string>> = {
  work: { 0: 'draft', 1: 'review', 2: 'ok', 3: 'failed', 4: 'blocked' },
  application: { 1: 'review', 2: 'ok', 3: 'failed' },
  authorisation: { 0: 'review', 1: 'ok', 2: 'draft' },
};

export function StatusTag({ kind, status }: { kind: keyof typeof COLOURS; status: number }) {
  const { t } = useTranslation('masterTools');
  return (
    <span className={`tool-status is-${COLOURS[kind][status] ?? 'draft'}`} data-testid="status-tag">
      {t(`status.${kind}.${status}` as ParseKeys<'masterTools'>)}
    </span>
  );
}
