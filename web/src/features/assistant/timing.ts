import { useEffect, useState } from 'react';

// statusTimes are when each status text shows after a submit (spec 4, 9).
export const statusTimes = [1000, 2000, 5000];

// useStatusText is the status text shown while a prompt is processed: none
// for the first second, then the spec's three in turn.
export function useStatusText(active: boolean, texts: readonly string[]): string | null {
  const [step, setStep] = useState(-1);
  useEffect(() => {
    if (!active) return;
    const timers = statusTimes.map((ms, i) => setTimeout(() => setStep(i), ms));
    return () => {
      timers.forEach(clearTimeout);
      setStep(-1);
    };
  }, [active]);
  return active && step >= 0 ? texts[step] : null;
}

// exampleEveryMs: the placeholder's example changes every 4 seconds.
export const exampleEveryMs = 4000;

// useRotatingExample walks the examples while on; restart starts over.
export function useRotatingExample(on: boolean, count: number) {
  const [index, setIndex] = useState(0);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!on || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), exampleEveryMs);
    return () => clearInterval(timer);
  }, [on, count, round]);
  return {
    index,
    restart: () => {
      setIndex(0);
      setRound((r) => r + 1);
    },
  };
}
