import confetti from 'canvas-confetti';
import { CONFETTI_DURATION_MS, CONFETTI_PARTICLE_COUNT } from '@/config/constants';

const BURSTS = 20;

/** About 200 pieces spread over 5 seconds (spec §9). Returns a stop function. */
export function celebrate(): () => void {
  let fired = 0;
  const timer = window.setInterval(() => {
    fired += 1;
    void confetti({
      particleCount: Math.round(CONFETTI_PARTICLE_COUNT / BURSTS),
      spread: 70,
      startVelocity: 35,
      origin: { x: Math.random(), y: Math.random() * 0.4 },
      disableForReducedMotion: true,
    });
    if (fired >= BURSTS) window.clearInterval(timer);
  }, CONFETTI_DURATION_MS / BURSTS);
  return () => {
    window.clearInterval(timer);
    confetti.reset();
  };
}
