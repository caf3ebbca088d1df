// The app's line icons, drawn from the inline paths of src/content/icon-paths (no icon library, no image requests).
import { Icon, type IconProps } from '@chakra-ui/react';
import { iconPaths, type IconName } from '../content/icon-paths';

/** Decorative: hidden from screen readers, so the text or aria-label beside it names the thing. */
export function AppIcon({ name, ...props }: { name: IconName } & IconProps) {
  return (
    <Icon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <path d={iconPaths[name]} />
    </Icon>
  );
}
