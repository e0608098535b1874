// Placeholder for a screen not built yet: replace it with the real screen (read docs/contributing.md first).
// A screen built by a later step of the work: its title and what it will hold.
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TitleKey } from '../lib/titles.ts';
import { Page } from './page.tsx';

export function SimpleScreen({ title }: { title: TitleKey }) {
  const { t } = useTranslation();
  const text = t(`titles.${title}`);
  return (
    <Page title={text}>
      <ErrorBlock status="empty" title={text} description={t('preview.note')} />
    </Page>
  );
}
