import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type IconFactProps = {
  icon: LucideIcon;
  /** What the fact is: read by screen readers beside the icon, shown only with `labelShown`. */
  label: string;
  labelShown?: boolean;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
};

/** One fact of a `<dl>`: its icon and name, then its value. */
export function IconFact({
  icon: Icon,
  label,
  labelShown = false,
  className,
  valueClassName,
  children,
}: IconFactProps) {
  return (
    <div className={className}>
      <dt>
        <Icon aria-hidden="true" />
        {labelShown ? label : <span className="visually-hidden">{label}</span>}
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
