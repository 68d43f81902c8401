import type { ReactNode } from 'react';

/** A 24×24 outline icon in the text's colour; hidden from screen readers, the control around it carries the name. */
export function LineIcon({
  className,
  strokeWidth = '2',
  children,
}: {
  className: string;
  strokeWidth?: string;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}
