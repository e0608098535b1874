// Line icons of the preview screens, drawn inline (lighter than an icon library).
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const icon = (paths: ReactNode) =>
  function Icon(props: IconProps) {
    return (
      <svg
        width={22}
        height={22}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.7}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable={false}
        {...props}
      >
        {paths}
      </svg>
    );
  };

export const GemIcon = icon(<path d="M6 4h12l3 5-9 11L3 9l3-5ZM3 9h18M9 4l3 16 3-16" />);
export const BoxIcon = icon(<path d="M3.5 8 12 4l8.5 4v8L12 20l-8.5-4V8ZM3.5 8 12 12l8.5-4M12 12v8" />);
export const ChainIcon = icon(
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
);
export const HeartIcon = icon(
  <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z" />,
);
export const UserPlusIcon = icon(
  <path d="M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM3 20a7 7 0 0 1 12.5-4.3M18 14v6M15 17h6" />,
);
export const TransferIcon = icon(<path d="M4 8h14l-3.5-3.5M20 16H6l3.5 3.5" />);
export const InboxIcon = icon(<path d="M4 13h4l1.5 2.5h5L16 13h4M5.5 5h13L20 13v6H4v-6l1.5-8Z" />);
export const BrushIcon = icon(
  <path d="M14 4.5 19.5 10 11 18.5a3 3 0 0 1-4.2 0l-1.3-1.3a3 3 0 0 1 0-4.2L14 4.5ZM4 20l3-3" />,
);
export const SearchIcon = icon(<path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14ZM20 20l-4-4" />);
export const HomeIcon = icon(<path d="M4 10.5 12 4l8 6.5V20h-5v-6H9v6H4v-9.5Z" />);
export const CompassIcon = icon(<path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM15.5 8.5l-2 5-5 2 2-5 5-2Z" />);
export const MuseumIcon = icon(<path d="M3 9 12 4l9 5M5 9v9M9.5 9v9M14.5 9v9M19 9v9M3 20h18" />);
export const BuildingIcon = icon(
  <path d="M5 20V5a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v15M15 10h3a1 1 0 0 1 1 1v9M3 20h18M8.5 8h3M8.5 12h3M8.5 16h3" />,
);
export const WrenchIcon = icon(
  <path d="M14.5 6.5a4 4 0 0 1 5 5l-8 8a2.1 2.1 0 0 1-3-3l8-8a4 4 0 0 1-2-2ZM14.5 6.5 17 4" />,
);
export const CoinsIcon = icon(
  <path d="M9 11c3.3 0 6-1.1 6-2.5S12.3 6 9 6 3 7.1 3 8.5 5.7 11 9 11ZM3 8.5v4C3 13.9 5.7 15 9 15s6-1.1 6-2.5v-4M9 19c3.3 0 6-1.1 6-2.5M3 12.5v4C3 17.9 5.7 19 9 19M15 11.5c3.3 0 6-1.1 6-2.5S18.3 6.5 15 6.5M21 9v7.5c0 1.4-2.7 2.5-6 2.5" />,
);
export const ReceiptIcon = icon(<path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3ZM9 8h6M9 12h6M9 16h3" />);
export const ScanIcon = icon(
  <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M4 12h16" />,
);
export const ChevronIcon = icon(<path d="m9 6 6 6-6 6" />);
export const ClockIcon = icon(<path d="M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17ZM12 7.5V12l3 2" />);
export const ShieldIcon = icon(<path d="M12 3 5 6v5.5c0 4.2 2.9 7.9 7 9.5 4.1-1.6 7-5.3 7-9.5V6l-7-3ZM9 12l2 2 4-4" />);
export const SendIcon = icon(<path d="M21 3 10 14M21 3l-6.5 18-4.5-7-7-4.5L21 3Z" />);
