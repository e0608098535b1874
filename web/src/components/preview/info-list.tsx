// Label and value lines of a record (transfer number, price, times).
import type { ReactNode } from 'react';

export function InfoList({ rows }: { rows: [label: ReactNode, value: ReactNode][] }) {
  return (
    <dl className="pv-info">
      {rows.map(([label, value], index) => (
        <div key={index} className="pv-info-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
