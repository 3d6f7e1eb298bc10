import * as Tabs from '@radix-ui/react-tabs';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

type TabView = { value: string; label: string; icon: LucideIcon; content: ReactNode };

type TabViewsProps = Omit<ComponentProps<typeof Tabs.Root>, 'children'> & {
  views: readonly TabView[];
  /** The tab bar's name, e.g. `Prize records`. */
  label: string;
  listClassName: string;
  tabClassName: string;
};

/** A staff page's views in tabs: each tab its icon and name, each panel its view. */
export function TabViews({ views, label, listClassName, tabClassName, ...root }: TabViewsProps) {
  return (
    <Tabs.Root {...root}>
      <Tabs.List className={listClassName} aria-label={label}>
        {views.map(({ value, label: name, icon: Icon }) => (
          <Tabs.Trigger key={value} value={value} className={tabClassName}>
            <Icon aria-hidden="true" />
            {name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {views.map(({ value, content }) => (
        <Tabs.Content key={value} value={value} className="tab-panel">
          {content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
