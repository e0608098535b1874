// Records grouped by month (points, payments, transfers), newest first.
import type { ReactNode } from 'react';
import { dateTime, month } from '../../components/preview/format.ts';

export type RecordRow = {
  id: string;
  title: ReactNode;
  at: Date;
  amount: ReactNode;
  positive?: boolean;
  note?: ReactNode;
  tag?: ReactNode;
};

export function RecordList({
  rows,
  monthExtra,
}: {
  rows: RecordRow[];
  monthExtra?: (month: string, rows: RecordRow[]) => ReactNode;
}) {
  const months = new Map<string, RecordRow[]>();
  for (const row of [...rows].sort((a, b) => b.at.getTime() - a.at.getTime())) {
    const key = month(row.at);
    months.set(key, [...(months.get(key) ?? []), row]);
  }
  return (
    <div className="pv-records">
      {[...months].map(([key, items]) => (
        <section key={key} className="pv-records-month">
          <h3 className="pv-records-head">
            <span>{key}</span>
            {monthExtra?.(key, items)}
          </h3>
          <ul className="card pv-records-list">
            {items.map((row) => (
              <li key={row.id} className="pv-record" data-testid="record-row">
                <span className="pv-record-main">
                  <span className="pv-record-title">{row.title}</span>
                  <span className="pv-record-time">
                    {dateTime(row.at)}
                    {row.note && <> · {row.note}</>}
                  </span>
                </span>
                <span className="pv-record-side">
                  <span className={`pv-record-amount ${row.positive ? 'is-in' : 'is-out'}`}>{row.amount}</span>
                  {row.tag}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
