// The medal icon's path data (24×24, stroked), one module per icon: see ../icon-paths.ts.
import type { IconPath } from '../icon-path';

export default 'M7.2 15 2.7 7.1a2 2 0 0 1 .1-2.2l1.6-2.1A2 2 0 0 1 6 2h12a2 2 0 0 1 1.6.8l1.6 2.1a2 2 0 0 1 .1 2.2L16.8 15M11 12 5.1 2.2M13 12l5.9-9.8M8 7h8M12 22a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z' as IconPath;
