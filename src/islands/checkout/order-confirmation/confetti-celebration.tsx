import { useEffect, useRef, useState } from 'react';
import confetti from 'canvas-confetti';
import { startConfettiBursts, type ConfettiBurst } from './confetti-bursts';

/** The Kenyan flag's green and red with the brand's oranges; white would vanish on the page. */
const COLOURS = ['#006b3f', '#bb1b2b', '#f97316', '#f59e0b', '#1c1917'];

const between = (min: number, max: number) => min + Math.random() * (max - min);

/** canvas-confetti's fireworks look: short-lived particles thrown all round from a point near one side. */
function burstOptions({ side, particles }: ConfettiBurst): confetti.Options {
  return {
    particleCount: particles,
    startVelocity: 30,
    spread: 360,
    ticks: 60,
    colors: COLOURS,
    origin: { x: side === 'left' ? between(0.1, 0.3) : between(0.7, 0.9), y: Math.random() - 0.2 },
    disableForReducedMotion: true,
  };
}

/**
 * How long the last bursts may keep falling once the 3 seconds are up: their 60 ticks take 1 s at
 * 60 frames a second. On a slow phone the frames come slower and the animation would drag on, so
 * the canvas goes after this long whatever is still in the air.
 */
const SETTLE_MS = 1000;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The 3-second confetti of the confirmation. It draws on its own canvas: the library's
 * default canvas is driven by a Web Worker made from a blob: URL, which the page's CSP refuses.
 * The canvas goes a second after the 3 seconds are up; nothing is drawn under reduced motion.
 */
export function ConfettiCelebration() {
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!playing || !canvas.current) return;
    const fire = confetti.create(canvas.current, { resize: true, useWorker: false, disableForReducedMotion: true });
    let settling: ReturnType<typeof setTimeout> | undefined;
    const stop = startConfettiBursts(
      (burst) => void fire(burstOptions(burst)),
      () => {
        settling = setTimeout(() => setPlaying(false), SETTLE_MS);
      },
    );
    return () => {
      stop();
      clearTimeout(settling);
      fire.reset();
    };
  }, [playing]);

  if (!playing) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabindex cannot take focus; the decorative confetti stays out of the accessibility tree
    <canvas
      ref={canvas}
      aria-hidden="true"
      data-print-hidden
      data-testid="confetti"
      className="pointer-events-none fixed inset-0 z-50 size-full"
    />
  );
}
