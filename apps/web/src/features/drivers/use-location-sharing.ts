import { LOCATION_SEND_INTERVAL_MS } from '@livra/shared/driver-app';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { sendLocation } from './api';

export type SharingStatus = 'waiting' | 'sharing' | 'denied' | 'unavailable' | 'unsupported';

export interface Fix {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  at: string;
}

/** Without a new fix, the same position is sent again this often, so followers see it is still live. */
const HEARTBEAT_MS = 30_000;

/**
 * Shares the phone's position while `enabled` (on duty, page open): the browser's
 * `watchPosition` gives fixes as they come, and the newest one goes to the server about every
 * 5 s. A send lost to the network is not queued: the next tick (or the network's return) sends
 * a fresher position.
 */
export function useLocationSharing(enabled: boolean) {
  const [status, setStatus] = useState<SharingStatus>('waiting');
  const [fix, setFix] = useState<Fix | null>(null);
  const [lastSentAt, setLastSentAt] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const latest = useRef<Fix | null>(null);
  const sent = useRef<{ fix: Fix | null; time: number }>({ fix: null, time: 0 });

  useEffect(() => {
    if (!enabled) return;
    if (!('geolocation' in navigator)) {
      setStatus('unsupported');
      return;
    }
    setStatus('waiting');
    let sending = false;
    const flush = async () => {
      const next = latest.current;
      if (!next || sending) return;
      const fresh = next !== sent.current.fix;
      if (!fresh && Date.now() - sent.current.time < HEARTBEAT_MS) return;
      sending = true;
      try {
        const result = await sendLocation({
          latitude: next.latitude,
          longitude: next.longitude,
          accuracy: next.accuracy,
        });
        sent.current = { fix: next, time: Date.now() };
        setLastSentAt(result.recordedAt);
        setSendError(null);
      } catch (error) {
        setSendError(errorMessage(error));
      } finally {
        sending = false;
      }
    };
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const first = latest.current === null;
        latest.current = {
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: Number.isFinite(position.coords.accuracy) ? Math.round(position.coords.accuracy) : null,
          at: new Date(position.timestamp || Date.now()).toISOString(),
        };
        setFix(latest.current);
        setStatus('sharing');
        if (first) void flush();
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: LOCATION_SEND_INTERVAL_MS, timeout: 30_000 },
    );
    const timer = setInterval(() => void flush(), LOCATION_SEND_INTERVAL_MS);
    // Back from a dead zone: the position goes at once, not at the next tick.
    const flushNow = () => void flush();
    window.addEventListener('online', flushNow);
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
      window.removeEventListener('online', flushNow);
    };
  }, [enabled]);

  return { status, fix, lastSentAt, sendError };
}
