import { cloneElement, isValidElement, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode };
type AnyProps = Record<string, unknown>;

/**
 * Renders its only child with the slot's props merged in (`<Button asChild><Link/></Button>`):
 * the child's own props win, class names are joined and both event handlers run (the child's
 * first). What Radix's Slot does for us, without its 1 KB in the first download (the button is
 * in every page's header).
 */
export function Slot({ children, ...slotProps }: SlotProps) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<AnyProps>;
  const merged: AnyProps = { ...slotProps, ...child.props };
  for (const [name, slotValue] of Object.entries(slotProps as AnyProps)) {
    const childValue = child.props[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    }
  }
  merged.className = cn(slotProps.className, child.props.className as string | undefined);
  return cloneElement(child, merged);
}
