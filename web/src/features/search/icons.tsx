// The few line icons of the visitor home, drawn inline (lighter than an icon library).
import type { SVGProps } from 'react';

export const base: SVGProps<SVGSVGElement> = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};

export const ScanIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
    <path d="M4 12h16" />
  </svg>
);

export const ChevronIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="m9 6 6 6-6 6" />
  </svg>
);

export const WrenchIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M14.7 6.3a4 4 0 0 0 5 5L21 12.6a6 6 0 0 1-7.6 2.3l-6 6a2 2 0 0 1-2.8-2.8l6-6A6 6 0 0 1 12.9 4.5l1.8 1.8Z" />
  </svg>
);

export const CloseIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} strokeWidth={2.2} {...props}>
    <path d="m7 7 10 10M17 7 7 17" />
  </svg>
);

export const ChainIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);

export const SealIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} {...props}>
    <circle cx="12" cy="9" r="5.5" />
    <path d="m9 14-1.5 6.5L12 18l4.5 2.5L15 14" />
  </svg>
);

export const BrushIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} {...props}>
    <path d="M19.5 4.5 11 13M11 13c-2-.5-4.5.5-5 3.5-.3 1.8-1.5 2.8-2.5 3 3 1 7.5.5 8.5-3 .3-1.2 0-2.5-1-3.5Z" />
  </svg>
);
