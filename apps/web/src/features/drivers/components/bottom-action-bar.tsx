import type { ReactNode } from 'react';

/**
 * The main action within thumb's reach on a phone: fixed at the bottom of the screen (a spacer
 * keeps the page's end visible above it). Wide screens show the action in place instead.
 */
export function BottomActionBar({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="h-28 lg:hidden" aria-hidden />
      <div className="fixed inset-x-0 bottom-0 z-20 border-t bg-card/95 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden">
        {children}
      </div>
    </>
  );
}
