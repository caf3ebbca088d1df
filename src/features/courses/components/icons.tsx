// Small inline icons for course screens (no icon library: every byte counts on mobile data).
import { Icon, type IconProps } from '@chakra-ui/react';

/** `pointsBack`: an arrow that means "back", so it points the other way when the page reads right to left. */
function createIcon(path: string, name: string, { pointsBack = false } = {}) {
  function CourseIcon(props: IconProps) {
    return (
      // Chakra's Icon styles its one child: the svg itself.
      <Icon {...(pointsBack ? { _rtl: { transform: 'scaleX(-1)' } } : {})} {...props}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d={path} />
        </svg>
      </Icon>
    );
  }
  CourseIcon.displayName = name;
  return CourseIcon;
}

export const BookIcon = createIcon('M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14zM20 17v4H6.5A2.5 2.5 0 0 1 4 19.5', 'BookIcon');
export const CheckCircleIcon = createIcon('M22 11.1V12a10 10 0 1 1-5.9-9.1M22 4 12 14l-3-3', 'CheckCircleIcon');
export const CircleIcon = createIcon('M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z', 'CircleIcon');
export const ClockIcon = createIcon('M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM12 6v6l4 2', 'ClockIcon');
export const UsersIcon = createIcon('M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8', 'UsersIcon');
export const StarIcon = createIcon('m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z', 'StarIcon');
export const PlusIcon = createIcon('M12 5v14M5 12h14', 'PlusIcon');
export const TrashIcon = createIcon('M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6', 'TrashIcon');
export const ArrowLeftIcon = createIcon('M19 12H5M12 19l-7-7 7-7', 'ArrowLeftIcon', { pointsBack: true });
export const LockIcon = createIcon('M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4', 'LockIcon');
export const PlayIcon = createIcon('m6 3 14 9-14 9z', 'PlayIcon');
export const SearchIcon = createIcon('M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3', 'SearchIcon');
export const DownloadIcon = createIcon('M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3', 'DownloadIcon');
