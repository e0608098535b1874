// Line icons of the home tiles and buttons: one stroke weight, drawn for this product.
import type { ReactNode } from 'react';

export type IconName =
  | 'info'
  | 'publish'
  | 'news'
  | 'manage'
  | 'authorise'
  | 'sign'
  | 'voice'
  | 'threeD'
  | 'salesman'
  | 'chart'
  | 'qr'
  | 'switch'
  | 'arrow';

const paths: Record<IconName, ReactNode> = {
  info: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <circle cx="9" cy="11" r="2.4" />
      <path d="M5.8 16.2c.7-1.7 1.9-2.5 3.2-2.5s2.5.8 3.2 2.5M14.5 10h4M14.5 13.5h3" />
    </>
  ),
  publish: (
    <>
      <path d="M4 19.5h16" />
      <path d="M14.8 4.2l3 3-8.6 8.6-3.7.7.7-3.7z" />
      <path d="M12.8 6.2l3 3" />
    </>
  ),
  news: (
    <>
      <path d="M5 5.5h11.5v13H6.5A1.5 1.5 0 0 1 5 17z" />
      <path d="M16.5 9H19v8.5a1 1 0 0 1-2 0V9" />
      <path d="M8 9h5.5M8 12h5.5M8 15h3.5" />
    </>
  ),
  manage: (
    <>
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" />
      <path d="M16.5 13.2l1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5 2.2-.3z" />
    </>
  ),
  authorise: (
    <>
      <circle cx="8.5" cy="8.5" r="3" />
      <path d="M3.5 18.5c.8-3 2.7-4.5 5-4.5s4.2 1.5 5 4.5" />
      <circle cx="16.5" cy="9.5" r="2.3" />
      <path d="M15.5 13.8c2.1-.3 4 .9 4.8 3.7" />
    </>
  ),
  sign: (
    <>
      <rect x="6" y="3.5" width="12" height="12" rx="2" />
      <path d="M9.5 7.5h5M12 7.5v5M9.5 12.5h5" />
      <path d="M4 20.5h16M8 15.5v2.5h8v-2.5" />
    </>
  ),
  voice: (
    <>
      <rect x="9" y="3.5" width="6" height="10" rx="3" />
      <path d="M6 11a6 6 0 0 0 12 0M12 17v3.5M9 20.5h6" />
    </>
  ),
  threeD: (
    <>
      <path d="M12 3.5l7.5 4.2v8.6L12 20.5l-7.5-4.2V7.7z" />
      <path d="M4.5 7.7L12 12l7.5-4.3M12 12v8.5" />
    </>
  ),
  salesman: (
    <>
      <path d="M3.5 11.5l3.5-3.5 3 1.5 2.5-1.5 3 .5 5 4" />
      <path d="M7 13.5l3 3c.6.6 1.5.6 2.1 0l3.9-3.9M3.5 11.5l2 2M20.5 12l-2.5 2.5" />
    </>
  ),
  chart: (
    <>
      <path d="M4 19.5h16" />
      <path d="M6.5 16V11M11 16V6.5M15.5 16v-6M20 16V8.5" />
    </>
  ),
  qr: (
    <>
      <rect x="4" y="4" width="6" height="6" rx="1" />
      <rect x="14" y="4" width="6" height="6" rx="1" />
      <rect x="4" y="14" width="6" height="6" rx="1" />
      <path d="M14 14h2.5v2.5H14zM18.5 14H20M14 18.5V20h2.5M18.5 17.5V20H20" />
    </>
  ),
  switch: (
    <>
      <path d="M5 8.5h13l-3-3M19 15.5H6l3 3" />
    </>
  ),
  arrow: <path d="M9 5.5l6.5 6.5L9 18.5" />,
};

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {paths[name]}
    </svg>
  );
}
