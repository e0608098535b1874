// A grid of round entries (icon and label) leading to other screens.
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';

export type Entry = { to: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>>; testId?: string };

export function EntryGrid({ entries, columns = 4 }: { entries: Entry[]; columns?: number }) {
  return (
    <nav className="pv-entries" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
      {entries.map(({ to, label, icon: Icon, testId }) => (
        <Link key={to} to={to} className="pv-entry" data-testid={testId}>
          <span className="pv-entry-icon">
            <Icon />
          </span>
          <span className="pv-entry-label">{label}</span>
        </Link>
      ))}
    </nav>
  );
}
