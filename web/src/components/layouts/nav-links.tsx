import { NavLink } from 'react-router-dom';

import { navItems } from './nav-items';

type NavLinksProps = {
  className: string;
  /** Called when a link is chosen (the drawer closes itself). */
  onNavigate?: () => void;
};

/** The six main links. NavLink marks the active one with aria-current="page". */
export function NavLinks({ className, onNavigate }: NavLinksProps) {
  return (
    <ul className={className}>
      {navItems.map((item) => (
        <li key={item.href}>
          <NavLink
            to={item.href}
            end={item.end}
            className="nav-link hover-lit"
            onClick={onNavigate}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
