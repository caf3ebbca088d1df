// A decorative line icon drawn from src/content/icon-paths; shared by every public page so none of them loads an icon library.
import { Icon, type IconProps } from '@chakra-ui/react';
import { iconPaths, type IconName } from '../../../content/icon-paths';

export function FeatureIcon({ name, ...props }: { name: IconName } & IconProps) {
  return (
    <Icon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <path d={iconPaths[name]} />
    </Icon>
  );
}
