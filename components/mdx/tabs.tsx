'use client';

import {
  Children,
  isValidElement,
  useCallback,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { STORAGE_KEYS } from '@/lib/storage/safe-storage';
import { useStoredValue, writeStoredValue } from '@/components/chrome/use-stored-value';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** One tab's content; rendered by its Tabs parent. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation). With a
 * `groupId`, the choice is stored under `docusaurus.tab.<groupId>` and every
 * tab group with that id on the page, and in other tabs, follows it.
 */
export function Tabs({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> =>
      isValidElement(child) && typeof (child.props as TabItemProps).value === 'string',
  );
  const values = items.map((item) => item.props.value);
  const defaultValue = items.find((item) => item.props.default)?.props.value ?? values[0] ?? '';
  const storageKey = groupId ? `${STORAGE_KEYS.tabPrefix}${groupId}` : null;
  const stored = useStoredValue(storageKey ?? '');
  const [localChoice, setLocalChoice] = useState<string | null>(null);
  const fromGroup = storageKey && stored && values.includes(stored) ? stored : null;
  const selected = (storageKey ? fromGroup : localChoice) ?? defaultValue;
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = useCallback(
    (value: string) => {
      if (storageKey) writeStoredValue(storageKey, value);
      else setLocalChoice(value);
    },
    [storageKey],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === -1) return;
    event.preventDefault();
    const value = values[next];
    if (value === undefined) return;
    choose(value);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="tabs" data-group-id={groupId}>
      <div role="tablist" aria-orientation="horizontal" className="tabs-list">
        {items.map((item, index) => {
          const isSelected = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className="tabs-tab"
              onClick={() => choose(item.props.value)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={item.props.value !== selected}
          tabIndex={0}
          className="tabs-panel"
        >
          {item}
        </div>
      ))}
    </div>
  );
}
