// Text arrows for "back" and "open": they point the way the page reads, so they turn around right to left (Arabic).
import { chakra } from '@chakra-ui/react';

const Arrow = chakra('span', { base: { display: 'inline-block', _rtl: { transform: 'scaleX(-1)' } } });

/** "←" left to right, "→" right to left: towards where the reader came from. */
export function BackArrow() {
  return <Arrow aria-hidden="true">←</Arrow>;
}

/** "→" left to right, "←" right to left: onwards. */
export function ForwardArrow() {
  return <Arrow aria-hidden="true">→</Arrow>;
}
