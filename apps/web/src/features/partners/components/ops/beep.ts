/**
 * A short two-tone chime made with WebAudio: no sound file to download on a slow network.
 * Browsers only let a page play sound after the user touched it, so the audio context is
 * created (or resumed) on the first tap anywhere; until then the alert is visual only.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return null;
  context ??= new AudioContext();
  return context;
}

/** Call once: unlocks sound at the partner's first tap on the page. */
export function unlockSoundOnFirstTap() {
  if (typeof window === 'undefined') return;
  const unlock = () => {
    void audio()
      ?.resume()
      .catch(() => undefined);
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
  };
  window.addEventListener('pointerdown', unlock);
  window.addEventListener('keydown', unlock);
}

export function playNewOrderChime() {
  const ctx = audio();
  if (ctx?.state !== 'running') return;
  const start = ctx.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.35, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.32);
  }
  // Phones in a pocket or on the counter: a buzz too, where supported.
  navigator.vibrate?.([200, 100, 200]);
}
