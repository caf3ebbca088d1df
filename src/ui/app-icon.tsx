// The app's line icons, drawn from the inline paths of src/content/icon-paths (no icon library, no image requests).
import { Icon, type IconProps } from '@chakra-ui/react';
import type { IconPath } from '../content/icon-paths';

/** Decorative: hidden from screen readers, so the text or aria-label beside it names the thing. */
export function AppIcon({ path, ...props }: { path: IconPath } & IconProps) {
  return (
    // Chakra's Icon styles its one child and renders nothing of its own, so the child must be the whole svg; 1em
    // unless told otherwise, as an svg without a size stretches to fill its box.
    <Icon boxSize="1em" fill="none" aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={path} />
      </svg>
    </Icon>
  );
}
