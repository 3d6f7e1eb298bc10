import {
  createContext,
  useContext,
  useId,
  useRef,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
} from 'react';

/**
 * Tabs that render the same on the server as in the browser (no inline styles, which the CSP
 * refuses in server HTML): a tablist whose tabs move with the arrow keys, Home and End, and
 * choose as they are reached (the WAI-ARIA tabs pattern with automatic activation), and the
 * chosen tab's panel only. `data-state="active"` marks the chosen tab for styling. Its parts are
 * named as Radix's (Root, List, Trigger, Content).
 */
type TabsState = { value: string; choose: (value: string) => void; id: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('A tab is used outside Tabs.Root');
  return state;
}

const idOf = (base: string, kind: 'tab' | 'panel', value: string) =>
  `${base}-${kind}-${value.replace(/[^\w-]/g, '_')}`;

type RootProps = Omit<ComponentPropsWithoutRef<'div'>, 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function Root({ value, onValueChange, children, ...props }: RootProps) {
  const id = useId();
  return (
    <TabsContext.Provider value={{ value, choose: onValueChange, id }}>
      <div {...props}>{children}</div>
    </TabsContext.Provider>
  );
}

export function List({ children, ...props }: ComponentPropsWithoutRef<'div'>) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const current = tabs.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    const next = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      {...props}
    >
      {children}
    </div>
  );
}

type TriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'value'> & { value: string };

export function Trigger({ value, children, ...props }: TriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.id, 'tab', value)}
      aria-selected={selected}
      aria-controls={idOf(tabs.id, 'panel', value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      onClick={() => tabs.choose(value)}
      {...props}
    >
      {children}
    </button>
  );
}

type ContentProps = Omit<ComponentPropsWithoutRef<'div'>, 'value'> & { value: string };

export function Content({ value, children, ...props }: ContentProps) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.id, 'panel', value)}
      aria-labelledby={idOf(tabs.id, 'tab', value)}
      tabIndex={0}
      data-state="active"
      {...props}
    >
      {children}
    </div>
  );
}
