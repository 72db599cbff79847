'use client';

/** Thin styling layer over Radix Dialog; knows nothing of docs. */
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/ui/cx';
import './dialog.css';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

export function DialogContent({
  className,
  overlayClassName,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { overlayClassName?: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cx('dialog-overlay', overlayClassName)} />
      <DialogPrimitive.Content className={cx('dialog-content', className)} {...props} />
    </DialogPrimitive.Portal>
  );
}
