// Horizontal bars ranking named figures, each with its value written beside it (nothing to
// tap to read): plain elements, so names wrap and truncate like text.
import './charts.css';
import { grouped } from '../../lib/digits.ts';

type Props = { title: string; names: string[]; values: number[]; color: string; testId?: string };

export function BarChart({ title, names, values, color, testId }: Props) {
  const max = Math.max(1, ...values);
  return (
    <ol className="chart chart-bars" aria-label={title} data-testid={testId}>
      {names.map((name, i) => {
        const value = values[i] ?? 0;
        return (
          <li key={`${name}-${i}`}>
            <span className="chart-bar-name">{name}</span>
            <span className="chart-bar-track">
              <span
                className="chart-bar"
                style={{ width: `${(value / max) * 100}%`, background: `linear-gradient(90deg, #c9a063, ${color})` }}
              />
            </span>
            <span className="chart-bar-value">{grouped(value)}</span>
          </li>
        );
      })}
    </ol>
  );
}
