import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

const tabLook = 'inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium';
const tabOn = 'border-primary-strong text-primary-strong';
const tabOff = 'border-transparent text-muted hover:text-ink';

/**
 * Panels on one page switched by tabs (Radix Tabs: tablist/tab/tabpanel roles, arrow keys move
 * between tabs, Home/End jump, only the chosen tab is in the Tab order). For tabs that each have an
 * address, use LinkTabs.
 */
export function Tabs({ label, items, defaultValue, value, onValueChange, className = '' }: { label: string; items: readonly TabItem[]; defaultValue?: string; value?: string; onValueChange?: (value: string) => void; className?: string }) {
  return (
    <RadixTabs.Root defaultValue={defaultValue ?? items[0]?.value} value={value} onValueChange={onValueChange} className={className}>
      <div className="-mx-4 overflow-x-auto px-4">
        <RadixTabs.List aria-label={label} className="flex min-w-max gap-1 border-b border-gray-200">
          {items.map((item) => (
            <RadixTabs.Trigger key={item.value} value={item.value} className={`${tabLook} ${tabOff} data-[state=active]:border-primary-strong data-[state=active]:text-primary-strong`}>
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
      </div>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="pt-4 outline-none focus-visible:ring-2 focus-visible:ring-primary-strong">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

export interface LinkTabItem {
  href: string;
  label: ReactNode;
  current: boolean;
}

/**
 * Tabs that are pages (?tab=…): a labelled nav of links, the current one marked aria-current="page".
 * Not the ARIA tab pattern on purpose: each is an address to open, share and go back to, and works
 * without JavaScript.
 */
export function LinkTabs({ label, items, bleed = false }: { label: string; items: readonly LinkTabItem[]; /** Scroll edge to edge on a phone. */ bleed?: boolean }) {
  return (
    <nav aria-label={label} className={bleed ? '-mx-4 overflow-x-auto px-4' : 'overflow-x-auto'}>
      <ul className="flex min-w-max gap-1 border-b border-gray-200">
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} aria-current={item.current ? 'page' : undefined} className={`${tabLook} ${item.current ? tabOn : tabOff}`}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
