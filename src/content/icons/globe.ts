// The globe icon's path data (24×24, stroked), one module per icon: see ../icon-paths.ts.
import type { IconPath } from '../icon-path';

export default 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM2 12h20M12 2a15 15 0 0 1 4 10 15 15 0 0 1-4 10 15 15 0 0 1-4-10 15 15 0 0 1 4-10Z' as IconPath;
