import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { selectedTab } from '@/lib/ui/tabs-model';

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
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation), rendered as
 * markup showing the default tab. The article's behaviour
 * (components/mdx/article-behaviour.ts) makes them work: clicks, arrow keys,
 * and with a `groupId` the choice stored under `docusaurus.tab.<groupId>`,
 * which every tab group with that id on the page, and in other tabs, follows.
 */
export function Tabs({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> =>
      isValidElement(child) && typeof (child.props as TabItemProps).value === 'string',
  );
  const values = items.map((item) => item.props.value);
  const defaultValue = selectedTab(values, items.find((item) => item.props.default)?.props.value ?? '', null);
  const baseId = useId();

  return (
    <div className="tabs" data-group-id={groupId} data-default={defaultValue}>
      <div role="tablist" aria-orientation="horizontal" className="tabs-list">
        {items.map((item, index) => {
          const isSelected = item.props.value === defaultValue;
          return (
            <button
              key={item.props.value}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              data-value={item.props.value}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className="tabs-tab"
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
          hidden={item.props.value !== defaultValue}
          tabIndex={0}
          className="tabs-panel"
        >
          {item}
        </div>
      ))}
    </div>
  );
}
