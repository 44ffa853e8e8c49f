import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as defaultClient } from '@/lib/query-client';
import { ToasterHost } from './toaster-host';

/** TanStack Query and the toasts. */
export function AppProviders({ children, client = defaultClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToasterHost />
    </QueryClientProvider>
  );
}
