// The messageCircle icon's path data (24×24, stroked), one module per icon: see ../icon-paths.ts.
import type { IconPath } from '../icon-path';

export default 'M21 11.5a8.4 8.4 0 0 1-9 8.4 8.5 8.5 0 0 1-3.8-.9L3 21l1.9-5.2A8.4 8.4 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5Z' as IconPath;
