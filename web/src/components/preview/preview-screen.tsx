// The frame of every preview screen: the page with its title and the preview note.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { PreviewNote } from '../../components/preview-note.tsx';
import type { TitleKey } from '../../lib/titles.ts';
import './texts.ts';
import './preview.css';

type Props = {
  title: TitleKey;
  children: ReactNode;
  /** the screen has a form: the note says that it sends nothing */
  form?: boolean;
  back?: string | false;
  right?: ReactNode;
  /** content above the note (a hero or a summary card) */
  top?: ReactNode;
};

export function PreviewScreen({ title, children, form, back, right, top }: Props) {
  const { t } = useTranslation('preview');
  return (
    <Page title={t(`titles.${title}`, { ns: 'common' })} back={back} right={right} className="pv">
      {top}
      <PreviewNote>{form ? t('common.formNote') : null}</PreviewNote>
      {children}
    </Page>
  );
}

/** A titled card. */
export function Section({
  title,
  extra,
  children,
  className,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card pv-section ${className ?? ''}`}>
      {(title || extra) && (
        <div className="pv-section-head">
          {title && <h2 className="card-title">{title}</h2>}
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}

/** Marks one figure as an example (a balance in a page's header, shown before any login). */
export function ExampleMark() {
  const { t } = useTranslation('preview');
  return (
    <em className="pv-points-example" data-testid="example-mark">
      {t('common.example')}
    </em>
  );
}

/** Says on the page that what follows is example data, not the user's: no call returns it yet. */
export function ExampleData({ children }: { children: ReactNode }) {
  const { t } = useTranslation('preview');
  return (
    <p className="pv-example" role="note" data-testid="example-data">
      <strong>{t('common.example')}</strong> {children}
    </p>
  );
}
