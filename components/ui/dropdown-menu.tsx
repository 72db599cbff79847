'use client';

/** Thin styling layer over Radix DropdownMenu; knows nothing of docs. */
import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';

export const DropdownMenu = DropdownMenuPrimitive.Root;
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;
export const DropdownMenuRadioGroup = DropdownMenuPrimitive.RadioGroup;

/**
 * Rendered in place, not portalled to <body>: the menu then stays inside the
 * landmark of the control that opened it (the navbar, the mobile menu).
 */
export function DropdownMenuContent({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Content
      sideOffset={6}
      align="start"
      className={['dropdown-content', className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Item>) {
  return <DropdownMenuPrimitive.Item className={['dropdown-item', className].filter(Boolean).join(' ')} {...props} />;
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem className={['dropdown-item', className].filter(Boolean).join(' ')} {...props}>
      <DropdownMenuPrimitive.ItemIndicator className="dropdown-indicator" aria-hidden="true">
        ✓
      </DropdownMenuPrimitive.ItemIndicator>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return <DropdownMenuPrimitive.Label className={['dropdown-label', className].filter(Boolean).join(' ')} {...props} />;
}
