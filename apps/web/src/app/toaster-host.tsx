import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { sessionQuery } from '@/lib/auth';
import { loadSonner, registerToasterHost } from '@/lib/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/**
 * Mounts sonner's <Toaster> (its defaults: 4 s, 3 visible, 356 px wide) when the first toast is
 * raised, the visitor first interacts, or a user is signed in (live events may raise toasts), so
 * a visit that shows no toast never downloads it. Toasts raised directly with sonner before the
 * toaster mounts are replayed by sonner when it does.
 */
export function ToasterHost() {
  const [wanted, setWanted] = useState(false);
  // Reads the session the header fetches, without fetching it here.
  const { data: user } = useQuery({ ...sessionQuery, enabled: false });

  useEffect(() => {
    const mount = () => setWanted(true);
    const unregister = registerToasterHost(mount);
    const events = ['pointerdown', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, mount, { once: true, passive: true });
    return () => {
      unregister();
      for (const event of events) window.removeEventListener(event, mount);
    };
  }, []);

  if (!wanted && !user) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
