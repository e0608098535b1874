// The few line icons of the treasure pages, drawn inline (24-unit grid, currentColor).
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(paths: ReactNode, filled = false) {
  return function Icon({ size = 18, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const EyeIcon = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const ShareIcon = icon(
  <>
    <circle cx="18" cy="5" r="2.6" />
    <circle cx="6" cy="12" r="2.6" />
    <circle cx="18" cy="19" r="2.6" />
    <path d="M8.3 10.7l7.4-4.3M8.3 13.3l7.4 4.3" />
  </>,
);
export const HeartIcon = icon(
  <path d="M12 20.5s-8-4.9-8-10.6A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 8 2.6c0 5.7-8 10.6-8 10.6z" />,
);
export const HeartFillIcon = icon(
  <path d="M12 20.5s-8-4.9-8-10.6A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 8 2.6c0 5.7-8 10.6-8 10.6z" />,
  true,
);
const STAR = 'M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6-5.4-2.9-5.4 2.9 1.1-6-4.5-4.2 6.1-.8z';
export const StarIcon = icon(<path d={STAR} />);
export const StarFillIcon = icon(<path d={STAR} />, true);
export const CopyIcon = icon(
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </>,
);
export const ChevronIcon = icon(<path d="M9 5l7 7-7 7" />);
export const PlayIcon = icon(<path d="M8 5.5v13l10.5-6.5z" />, true);
export const PauseIcon = icon(<path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />, true);
export const SoundIcon = icon(
  <>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
  </>,
);
export const CubeIcon = icon(
  <>
    <path d="M12 2.8l8 4.6v9.2l-8 4.6-8-4.6V7.4z" />
    <path d="M4 7.4l8 4.6 8-4.6M12 12v9.2" />
  </>,
);
export const SealIcon = icon(
  <>
    <path d="M12 2.5l2.2 1.6 2.7-.2.9 2.6 2.3 1.4-.6 2.7 1.1 2.5-2 1.9-.2 2.7-2.7.6L15 21l-3-.9-3 .9-1.7-2.2-2.7-.6-.2-2.7-2-1.9 1.1-2.5-.6-2.7 2.3-1.4.9-2.6 2.7.2z" />
    <path d="M8.5 12l2.4 2.4 4.6-4.8" />
  </>,
);
export const QrIcon = icon(
  <>
    <rect x="3.5" y="3.5" width="6.5" height="6.5" rx="1" />
    <rect x="14" y="3.5" width="6.5" height="6.5" rx="1" />
    <rect x="3.5" y="14" width="6.5" height="6.5" rx="1" />
    <path d="M14 14h2.5v2.5H14zM18 18h2.5v2.5H18zM14 18.5v2M18.5 14h2" />
  </>,
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const FlagIcon = icon(<path d="M5 21V4m0 0h11l-2 4 2 4H5" />);
export const ToolIcon = icon(
  <path d="M14.5 6.5a4 4 0 0 0 5 5L13 18l-2.5.5L9 21l-3-3 2.5-1.5.5-2.5 6.5-6.5zM14.5 6.5L17 4l3 3-2.5 2.5" />,
);
export const AlertIcon = icon(
  <>
    <path d="M12 3.5l9.5 16.5h-19z" />
    <path d="M12 10v4.5M12 17.2v.3" />
  </>,
);
export const UploadIcon = icon(
  <path d="M12 16V4m0 0l-4.5 4.5M12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />,
);
export const ChartIcon = icon(<path d="M4 19.5h16M6 15.5l4-4.5 3.5 3 5-6.5" />);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
export const ExternalIcon = icon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />,
);
