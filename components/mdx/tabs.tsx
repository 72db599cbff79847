'use client';

import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { getBrowserStorage, STORAGE_KEYS } from '@/lib/storage/safe-storage';

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

const TAB_EVENT = 'rntp:tab-change';

interface TabChangeDetail {
  groupId: string;
  value: string;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation). With a
 * `groupId`, the choice is stored under `docusaurus.tab.<groupId>` and every
 * tab group with that id on the page, and in other tabs, follows it.
 */
export function Tabs({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === 'string',
  );
  const values = items.map((item) => item.props.value);
  const defaultValue = items.find((item) => item.props.default)?.props.value ?? values[0] ?? '';
  const [selected, setSelected] = useState(defaultValue);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const storageKey = groupId ? `${STORAGE_KEYS.tabPrefix}${groupId}` : null;

  useEffect(() => {
    if (!storageKey || !groupId) return;
    const stored = getBrowserStorage().get(storageKey);
    if (stored && values.includes(stored)) setSelected(stored);
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<TabChangeDetail>).detail;
      if (detail.groupId === groupId && values.includes(detail.value)) setSelected(detail.value);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey && event.newValue && values.includes(event.newValue)) setSelected(event.newValue);
    };
    window.addEventListener(TAB_EVENT, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(TAB_EVENT, onChange);
      window.removeEventListener('storage', onStorage);
    };
    // values are derived from children, stable for a rendered page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey, groupId, values.join('\u0000')]);

  const choose = useCallback(
    (value: string) => {
      setSelected(value);
      if (storageKey && groupId) {
        getBrowserStorage().set(storageKey, value);
        window.dispatchEvent(new CustomEvent<TabChangeDetail>(TAB_EVENT, { detail: { groupId, value } }));
      }
    },
    [storageKey, groupId],
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
