import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './ui/empty-state';

/** The honest placeholder of a section another part of the work is building. */
export function ComingSoon({ children }: { children?: ReactNode }) {
  return (
    <EmptyState
      icon={Hammer}
      title="Cette section est en cours de préparation"
      description={children ?? 'Elle sera disponible très bientôt sur Livra.'}
    />
  );
}
