import type { MouseEvent, ReactNode } from 'react';

type ScrollLinkProps = {
  /** Id of the section on this page. */
  targetId: string;
  className?: string;
  children: ReactNode;
};

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * An in-page link that scrolls smoothly (instantly with reduced motion) and moves focus to the
 * section, so keyboard and screen-reader users land where sighted users look.
 */
export function ScrollLink({ targetId, className, children }: ScrollLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <a href={`#${targetId}`} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
